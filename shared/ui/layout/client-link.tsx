// <Link>'s anchor and click rule without its per-link path resolution and hooks, which dominated a
// server render of the menus' fifty links (docs/log/).
import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";

export interface ClientLinkProps {
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A plain left click navigates in the page; with a modifier key (new tab, download) the browser handles it. */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "defaultPrevented" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">,
): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export function ClientLink({ to, className, onClick, children }: ClientLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    // As <Link> does: following a link to the page already shown replaces its history entry.
    void navigate(to, { replace: here === to });
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}
