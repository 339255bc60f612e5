// Real links (the server renders any page), taken over by `onPage` once hydrated.
import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { pagerWindow } from "./pager-window.js";
import { sponsorPageHref } from "./sponsor-page-param.js";

interface SponsorPagerProps {
  page: number;
  count: number;
  onPage: (page: number) => void;
}

export function SponsorPager({ page, count, onPage }: SponsorPagerProps) {
  const { pathname, search } = useLocation();
  if (count <= 1) return null;
  const link = (target: number, label: string, extra: { current?: boolean; ariaLabel?: string } = {}) => {
    const go = (event: MouseEvent) => {
      event.preventDefault();
      onPage(target);
    };
    return (
      <a
        href={sponsorPageHref(pathname, search, target)}
        onClick={go}
        aria-current={extra.current ? "page" : undefined}
        aria-label={extra.ariaLabel}
      >
        {label}
      </a>
    );
  };
  return (
    <nav className="sponsor-pager" aria-label="捐款紀錄分頁">
      <ul>
        <li>{page > 0 ? link(page - 1, "上一頁") : <span aria-disabled="true">上一頁</span>}</li>
        {pagerWindow(page, count).map((item, index) => (
          <li key={item === "gap" ? `gap-${index}` : item}>
            {item === "gap" ? (
              <span aria-hidden="true">…</span>
            ) : (
              link(item, String(item + 1), { current: item === page, ariaLabel: `第 ${item + 1} 頁` })
            )}
          </li>
        ))}
        <li>{page < count - 1 ? link(page + 1, "下一頁") : <span aria-disabled="true">下一頁</span>}</li>
      </ul>
      <p className="sponsor-pager__status" aria-live="polite">
        第 {page + 1} / {count} 頁
      </p>
    </nav>
  );
}
