// PLACEHOLDER top bar (to be replaced by the full one: dropdown, drawer).
import { Link, useLocation } from "react-router";
import type { MenuItem } from "../../api/menu.js";

export function TopBar({ menu }: { menu: MenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__logo">首頁</Link>
      {pathname !== "/" && <Link to="/">回到首頁</Link>}
      <nav>
        {menu.map((item) => (
          <span key={item.id}>{item.name}</span>
        ))}
      </nav>
    </header>
  );
}
