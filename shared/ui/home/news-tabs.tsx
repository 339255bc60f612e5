// ARIA tabs with automatic activation; arrow keys, Home and End move between them.
import { useRef, type KeyboardEvent } from "react";
import type { NewsCategory } from "../../api/home.server.js";
import { wrapIndex } from "../../lib/gallery-rules.js";

export const NEWS_PANEL_ID = "news-panel";
export const newsTabId = (categoryId: number) => `news-tab-${categoryId}`;

export interface NewsTabsProps {
  categories: readonly NewsCategory[];
  activeId: number;
  onSelect: (categoryId: number) => void;
}

export function NewsTabs({ categories, activeId, onSelect }: NewsTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const current = categories.findIndex((category) => category.id === activeId);
    const target =
      event.key === "ArrowRight"
        ? wrapIndex(current, 1, categories.length)
        : event.key === "ArrowLeft"
          ? wrapIndex(current, -1, categories.length)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? categories.length - 1
              : null;
    const category = target === null ? undefined : categories[target];
    if (!category) return;
    event.preventDefault();
    onSelect(category.id);
    list.current?.querySelector<HTMLButtonElement>(`#${newsTabId(category.id)}`)?.focus();
  };

  return (
    // Arrow keys move between the tabs (roving focus); the tabs themselves are the focusable buttons.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div className="news-tabs" role="tablist" aria-label="消息分類" ref={list} onKeyDown={onKeyDown}>
      {categories.map((category) => {
        const selected = category.id === activeId;
        return (
          <button
            key={category.id}
            type="button"
            role="tab"
            id={newsTabId(category.id)}
            className="news-tabs__tab"
            aria-selected={selected}
            aria-controls={NEWS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(category.id)}
          >
            {category.category}
          </button>
        );
      })}
    </div>
  );
}
