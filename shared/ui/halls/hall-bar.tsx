// The hall area's own bar: back home, the area's title and the halls (each to its information page),
// a side drawer at 1350 px and narrower (100 px from the top, 50% wide, 75% under 768 px). Without
// JavaScript the drawer opens through :target (the toggle is a link to the nav), as the charity bar does.
import { Link, useLocation } from "react-router";
import { useAreaDrawer } from "../layout/use-area-drawer.js";
import type { HallSummary } from "../../api/buddhism.js";
import { paths } from "../../lib/paths.js";
import { parseId } from "../../lib/query-id.js";
import "./hall-bar.css";

const NAV_ID = "hall-nav";

export function HallBar({ halls }: { halls: readonly HallSummary[] }) {
  const { open, toggle, close } = useAreaDrawer();
  const { pathname, search } = useLocation();
  // Only ?id= picks what a hall page shows; other parameters must not change the bar, since the
  // server shares one render among URLs that differ only in them (server/ssr/page-key.ts).
  const id = parseId(new URLSearchParams(search).get("id"));
  const isCurrent = (to: string) => to === pathname || (id !== null && to === `${pathname}?id=${id}`);
  const items = [
    { key: "all", label: "佛堂總覽", to: paths.buddhism },
    ...halls.map((hall) => ({ key: String(hall.id), label: hall.name, to: paths.buddhismIntro(hall.id) })),
  ];
  return (
    <header className="hall-bar">
      <a className="skip-link" href="#main">
        跳到主要內容
      </a>
      <div className="hall-bar__inner">
        <Link to={paths.home} className="hall-bar__home">
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <span>回到首頁</span>
        </Link>
        <p className="hall-bar__title">佛堂與課程</p>
        <a
          href={`#${NAV_ID}`}
          className="hall-bar__toggle"
          aria-controls={NAV_ID}
          aria-expanded={open}
          onClick={toggle(!open)}
        >
          <span className="hall-bar__toggle-icon" aria-hidden="true" />
          選單
        </a>
        <nav id={NAV_ID} className={open ? "hall-nav is-open" : "hall-nav"} aria-label="佛堂選單">
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                {/* The query decides which hall is shown, so "current" compares path and query. */}
                <Link to={item.to} aria-current={isCurrent(item.to) ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {/* A link, not a button: without JavaScript it leaves the :target that opened the drawer. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          <a href="#" className="hall-nav__close" onClick={toggle(false)}>
            關閉選單
          </a>
        </nav>
        {open && <div className="hall-nav__backdrop" aria-hidden="true" onClick={close} />}
      </div>
    </header>
  );
}
