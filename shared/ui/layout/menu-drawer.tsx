// The list renders at the first opening: it repeats the desktop menu's links, so a page whose drawer never
// opens builds none of it (docs/decisions/008-drawer-list-on-first-open.md).
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { MenuEntry } from "../../lib/menu-links.js";
import { MenuLinkAnchor } from "./menu-link.js";
import "./menu-drawer.css";

const DRAWER_ID = "menu-drawer";

export function MenuDrawer({ entries }: { entries: readonly MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState(false);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const close = () => setOpen(false);

  // A navigation closes the drawer: adjusted while rendering, so no extra render of the open drawer.
  const [openedAt, setOpenedAt] = useState(key);
  if (openedAt !== key) {
    setOpenedAt(key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        type="button"
        ref={toggleButton}
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => {
          setListed(true);
          setOpen((value) => !value);
        }}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
        <span className="visually-hidden">{open ? "關閉選單" : "開啟選單"}</span>
      </button>
      <div
        className={open ? "menu-drawer__backdrop menu-drawer__backdrop--open" : "menu-drawer__backdrop"}
        onClick={close}
        aria-hidden="true"
      />
      <nav id={DRAWER_ID} className={open ? "menu-drawer menu-drawer--open" : "menu-drawer"} aria-label="主選單">
        {listed && (
          <DrawerList
            entries={entries}
            expandedId={expandedId}
            onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
            onNavigate={close}
          />
        )}
      </nav>
    </>
  );
}

interface DrawerListProps {
  entries: readonly MenuEntry[];
  expandedId: number | null;
  onToggle: (id: number) => void;
  onNavigate: () => void;
}

function DrawerList({ entries, expandedId, onToggle, onNavigate }: DrawerListProps) {
  return (
    <ul className="menu-drawer__list">
      {entries.map((entry) => (
        <li key={entry.id} className="menu-drawer__item">
          {entry.kind === "group" ? (
            <>
              <button
                type="button"
                className="menu-drawer__link menu-drawer__toggle"
                aria-expanded={expandedId === entry.id}
                aria-controls={`${DRAWER_ID}-${entry.id}`}
                onClick={() => onToggle(entry.id)}
              >
                {entry.name}
                <span className="menu-drawer__caret" aria-hidden="true" />
              </button>
              <ul id={`${DRAWER_ID}-${entry.id}`} className="menu-drawer__sublist" hidden={expandedId !== entry.id}>
                {entry.items.map((item, index) => (
                  <li key={`${item.id}-${index}`}>
                    <MenuLinkAnchor link={item.link} className="menu-drawer__sublink" onClick={onNavigate}>
                      {item.name}
                    </MenuLinkAnchor>
                  </li>
                ))}
              </ul>
            </>
          ) : entry.kind === "link" ? (
            <MenuLinkAnchor link={entry.link} className="menu-drawer__link" onClick={onNavigate}>
              {entry.name}
            </MenuLinkAnchor>
          ) : (
            <span className="menu-drawer__link">{entry.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
