// Without JavaScript the drawer opens through :target (the toggle links to the nav), so the links stay
// reachable before hydration. Colours: --area-bar-* in charity.css and halls.css.
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { useAreaDrawer } from "./use-area-drawer.js";
import "./area-bar.css";

export interface AreaBarLink {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

export interface AreaBarProps {
  navId: string;
  navLabel: string;
  logo: string;
  title: string;
  links: readonly AreaBarLink[];
  /** A "skip to content" link first, for areas whose pages have no other. */
  skipLink?: boolean;
}

export function AreaBar({ navId, navLabel, logo, title, links, skipLink = false }: AreaBarProps) {
  const { open, toggle, close } = useAreaDrawer();
  return (
    <header className="area-bar">
      {skipLink && (
        <a className="skip-link" href="#main">
          跳到主要內容
        </a>
      )}
      <div className="area-bar__inner">
        <Link to={paths.home} className="area-bar__home">
          <img src={logo} alt="" width={36} height={36} />
          <span>回到首頁</span>
        </Link>
        <p className="area-bar__title">{title}</p>
        <a
          href={`#${navId}`}
          className="area-bar__toggle"
          aria-controls={navId}
          aria-expanded={open}
          onClick={toggle(!open)}
        >
          <span className="area-bar__toggle-icon" aria-hidden="true" />
          選單
        </a>
        <nav id={navId} className={open ? "area-nav is-open" : "area-nav"} aria-label={navLabel}>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.to} aria-current={link.current ? "page" : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {/* A link, not a button: without JavaScript it leaves the :target that opened the drawer. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          <a href="#" className="area-nav__close" onClick={toggle(false)}>
            關閉選單
          </a>
        </nav>
        {open && <div className="area-nav__backdrop" aria-hidden="true" onClick={close} />}
      </div>
    </header>
  );
}
