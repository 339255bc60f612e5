import type { ReactNode } from "react";
import type { MenuLink } from "../../lib/menu-links.js";
import { ClientLink } from "./client-link.js";

export interface MenuLinkAnchorProps {
  link: MenuLink;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

export function MenuLinkAnchor({ link, className, onClick, children }: MenuLinkAnchorProps) {
  switch (link.kind) {
    case "external":
      return (
        <a href={link.href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden">（另開新視窗）</span>
        </a>
      );
    case "client":
      return (
        <ClientLink to={link.to} className={className} onClick={onClick}>
          {children}
        </ClientLink>
      );
    case "reload":
      // A full page load: a plain anchor is all react-router's <Link reloadDocument> renders.
      return (
        <a href={link.to} className={className} onClick={onClick}>
          {children}
        </a>
      );
  }
}
