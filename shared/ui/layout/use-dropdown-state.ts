// Closing waits a grace period (spec section 2: about 100 ms), so moving diagonally into the list keeps it.
import { useCallback, useEffect, useRef, useState } from "react";

export const DROPDOWN_CLOSE_DELAY_MS = 100;

export interface DropdownState {
  openId: number | null;
  open: (id: number) => void;
  toggle: (id: number) => void;
  closeSoon: () => void;
  closeNow: () => void;
}

export function useDropdownState(): DropdownState {
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);

  useEffect(() => cancel, []);

  const open = useCallback((id: number) => {
    cancel();
    setOpenId(id);
  }, []);
  const toggle = useCallback((id: number) => {
    cancel();
    setOpenId((current) => (current === id ? null : id));
  }, []);
  const closeSoon = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpenId(null), DROPDOWN_CLOSE_DELAY_MS);
  }, []);
  const closeNow = useCallback(() => {
    cancel();
    setOpenId(null);
  }, []);
  return { openId, open, toggle, closeSoon, closeNow };
}
