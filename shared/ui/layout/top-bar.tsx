// The corporate top bar (spec section 2): logo to /, 回到首頁 on every page but /, the menu from
// getMenuList as dropdowns on wide screens and a side drawer at 1350 px and narrower.
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import type { MenuItem } from "../../api/menu.js";
import { menuEntry } from "../../lib/menu-links.js";
import { COMPANY } from "./company-contact.js";
import { DesktopMenu } from "./desktop-menu.js";
import { MenuDrawer } from "./menu-drawer.js";
import "./top-bar.css";

export function TopBar({ menu }: { menu: MenuItem[] }) {
  const { pathname } = useLocation();
  const entries = useMemo(() => menu.map(menuEntry), [menu]);
  return (
    <header className="top-bar">
      <a className="skip-link" href="#main">
        跳到主要內容
      </a>
      <div className="top-bar__inner">
        <Link to="/" className="top-bar__logo">
          <img src="/images/logo.svg" alt="" width="44" height="44" />
          <span>{COMPANY.shortName}</span>
        </Link>
        <DesktopMenu entries={entries} />
        <div className="top-bar__actions">
          {pathname !== "/" && (
            <Link to="/" className="top-bar__home">
              回到首頁
            </Link>
          )}
          <MenuDrawer entries={entries} />
        </div>
      </div>
    </header>
  );
}
