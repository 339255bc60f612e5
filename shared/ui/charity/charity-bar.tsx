// The charity area's own bar: back home, the charity's title and its four pages (each carrying
// ?id=), a side drawer at 1350 px and narrower. Without JavaScript the drawer opens through
// :target (the toggle is a link to the nav), so the pages stay reachable before hydration too.
import { Link, NavLink } from "react-router";
import { useAreaDrawer } from "../layout/use-area-drawer.js";
import { paths } from "../../lib/paths.js";
import "./charity-bar.css";

const NAV_ID = "charity-nav";

export function CharityBar({ charityId, title }: { charityId: number; title: string }) {
  const { open, toggle, close } = useAreaDrawer();
  const items = [
    { label: "協會簡介", to: paths.charity1(charityId) },
    { label: "最新消息", to: paths.charity2(charityId) },
    { label: "活動紀錄", to: paths.charity3(charityId) },
    { label: "我要捐款", to: paths.charity4(charityId) },
  ];
  return (
    <header className="charity-bar">
      <div className="charity-bar__inner">
        <Link to={paths.home} className="charity-bar__home">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>回到首頁</span>
        </Link>
        <p className="charity-bar__title">{title}</p>
        <a
          href={`#${NAV_ID}`}
          className="charity-bar__toggle"
          aria-controls={NAV_ID}
          aria-expanded={open}
          onClick={toggle(!open)}
        >
          <span className="charity-bar__toggle-icon" aria-hidden="true" />
          選單
        </a>
        <nav id={NAV_ID} className={open ? "charity-nav is-open" : "charity-nav"} aria-label="協會選單">
          <ul>
            {items.map((item) => (
              <li key={item.label}>
                {/* NavLink matches on the path alone, so the ?id= query does not hide the current page. */}
                <NavLink to={item.to} className={({ isActive }) => (isActive ? "is-active" : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* A link, not a button: without JavaScript it leaves the :target that opened the drawer. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          <a href="#" className="charity-nav__close" onClick={toggle(false)}>
            關閉選單
          </a>
        </nav>
        {open && <div className="charity-nav__backdrop" aria-hidden="true" onClick={close} />}
      </div>
    </header>
  );
}
