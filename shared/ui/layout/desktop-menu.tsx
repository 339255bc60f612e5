// Over 1350 px; narrower screens use menu-drawer.tsx.
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { MenuEntry } from "../../lib/menu-links.js";
import { MenuDropdown } from "./menu-dropdown.js";
import { MenuLinkAnchor } from "./menu-link.js";
import { useDropdownState } from "./use-dropdown-state.js";
import "./desktop-menu.css";

export function DesktopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const state = useDropdownState();
  const { key } = useLocation();
  const { closeNow } = state;
  useEffect(() => closeNow(), [key, closeNow]);

  return (
    <nav className="desktop-menu" aria-label="主選單">
      <ul className="desktop-menu__list">
        {entries.map((entry) => {
          if (entry.kind === "group") return <MenuDropdown key={entry.id} entry={entry} state={state} />;
          return (
            <li key={entry.id} className="desktop-menu__item">
              {entry.kind === "link" ? (
                <MenuLinkAnchor link={entry.link} className="desktop-menu__link">
                  {entry.name}
                </MenuLinkAnchor>
              ) : (
                <span className="desktop-menu__link">{entry.name}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
