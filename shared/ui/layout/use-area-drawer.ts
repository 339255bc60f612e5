// The toggle is a link to the nav (so :target opens it without JavaScript), hence preventDefault.
import { useEffect, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";

export function useAreaDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const toggle = (next: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen(next);
  };
  return { open, toggle, close: () => setOpen(false) };
}
