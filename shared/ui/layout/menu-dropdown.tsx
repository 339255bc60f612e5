// Opens on hover or with its button; closes ~100 ms after the pointer leaves, on Escape, or when focus leaves.
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import type { MenuEntry } from "../../lib/menu-links.js";
import type { DropdownState } from "./use-dropdown-state.js";
import { MenuLinkAnchor } from "./menu-link.js";

type Group = Extract<MenuEntry, { kind: "group" }>;

export function MenuDropdown({ entry, state }: { entry: Group; state: DropdownState }) {
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const isOpen = state.openId === entry.id;
  const listId = `menu-dropdown-${entry.id}`;

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") state.open(entry.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && isOpen) state.closeSoon();
  };
  const onBlur = (event: FocusEvent) => {
    if (isOpen && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      state.closeNow();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      state.closeNow();
      button.current?.focus();
    } else if (event.key === "ArrowDown" && event.target === button.current) {
      event.preventDefault();
      state.open(entry.id);
      // The list renders on the next paint; focus its first link then.
      requestAnimationFrame(() => list.current?.querySelector("a")?.focus());
    }
  };

  return (
    // Hover and focus-leave belong to the whole entry (button plus its list); the button is what takes keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="desktop-menu__item"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        ref={button}
        className="desktop-menu__link desktop-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => state.toggle(entry.id)}
      >
        {entry.name}
        <span className="desktop-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} ref={list} className="desktop-menu__dropdown" hidden={!isOpen}>
        {entry.items.map((item, index) => (
          <li key={`${item.id}-${index}`}>
            <MenuLinkAnchor link={item.link} className="desktop-menu__sublink" onClick={state.closeNow}>
              {item.name}
            </MenuLinkAnchor>
          </li>
        ))}
      </ul>
    </li>
  );
}
