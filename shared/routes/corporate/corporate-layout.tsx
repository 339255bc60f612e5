// Corporate area layout: the top bar and footer around each page.
import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from "react-router";
import { apiOf } from "../route-context.js";
import { TopBar } from "../../ui/layout/top-bar.js";
import { CorporateFooter } from "../../ui/layout/corporate-footer.js";
import { MenuBreadcrumbs } from "../../ui/head/menu-breadcrumbs.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { menu: (await apiOf(context).getMenu()) ?? [] };
}

function CorporateLayout() {
  const { menu } = useLoaderData<typeof loader>();
  return (
    <div className="corporate">
      <TopBar menu={menu} />
      <Outlet />
      <CorporateFooter />
      <MenuBreadcrumbs menu={menu} />
    </div>
  );
}

// The menu is the same on every corporate page: load it once per visit, not per navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export { CorporateLayout as Component };
