import { useLocation } from "react-router";
import type { MenuItem } from "../../api/menu.server.js";
import { menuTrail } from "../../lib/menu-trail.js";
import { BreadcrumbJsonLd } from "./structured-data.js";

export function MenuBreadcrumbs({ menu }: { menu: readonly MenuItem[] }) {
  const { pathname, search } = useLocation();
  const trail = menuTrail(menu, pathname, search);
  return trail ? <BreadcrumbJsonLd crumbs={trail} /> : null;
}
