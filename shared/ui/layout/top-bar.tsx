import { useMemo } from "react";
import { useLocation } from "react-router";
import { ClientLink } from "./client-link.js";
import type { MenuItem } from "../../api/menu.server.js";
import { menuEntry } from "../../lib/menu-links.js";
import { COMPANY } from "./company-contact.js";
import { DesktopMenu } from "./desktop-menu.js";
import { MenuDrawer } from "./menu-drawer.js";
import "./top-bar.css";

function TopBarContents({ menu, home }: { menu: MenuItem[]; home: boolean }) {
  const entries = useMemo(() => menu.map(menuEntry), [menu]);
  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要內容
      </a>
      <div className="top-bar__inner">
        <ClientLink to="/" className="top-bar__logo">
          <img src="/images/logo.svg" alt="" width="44" height="44" />
          <span>{COMPANY.shortName}</span>
        </ClientLink>
        <DesktopMenu entries={entries} />
        <div className="top-bar__actions">
          {!home && (
            <ClientLink to="/" className="top-bar__home">
              回到首頁
            </ClientLink>
          )}
          <MenuDrawer entries={entries} />
        </div>
      </div>
    </>
  );
}

export function TopBar({ menu }: { menu: MenuItem[] }) {
  const home = useLocation().pathname === "/";
  return (
    <header className="top-bar">
      <TopBarContents menu={menu} home={home} />
    </header>
  );
}
