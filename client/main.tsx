// Browser entry: the shared route table with server-backed loaders, hydrated over the server's HTML.
import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { HYDRATION_DATA_ID } from "../shared/lib/hydration-data-id.js";
import { routes } from "../shared/routes/route-table.js";
import { serverLoader } from "./route-data-loader.js";
import "./styles/index.css";

/** Every loader becomes a request for the server's loader data; lazily loaded pages included. */
function withServerLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    const id = route.id ?? "";
    const children = route.children ? withServerLoaders(route.children) : undefined;
    const loader = route.loader ? serverLoader(id) : undefined;
    const load = route.lazy;
    const lazy =
      typeof load === "function"
        ? async () => {
            const props = await load();
            return { ...props, loader: props.loader ? serverLoader(id) : undefined };
          }
        : undefined;
    // RouteObject is a union on `index`; rebuild each kind so TypeScript keeps them apart.
    return route.index
      ? { ...route, loader, lazy, children: undefined, index: true }
      : { ...route, loader, lazy, children };
  });
}

/** The page modules of the current URL, loaded before hydration so the first client render matches the server's. */
async function loadInitialPages(list: RouteObject[]): Promise<void> {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function Hydrated() {
  // Tests and styles can tell a hydrated page from server HTML.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The router state, from the server's JSON data block (a data block, not a script: the page's policy
 * allows no inline script). Handed over where createBrowserRouter's own reader looks for it, so that
 * reader turns serialised errors back into error objects as it does for a server-written global.
 */
function adoptHydrationData(): void {
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (!block?.textContent) throw new Error(`#${HYDRATION_DATA_ID} missing from the server HTML`);
  const data: unknown = JSON.parse(block.textContent);
  window.__staticRouterHydrationData = data;
}

adoptHydrationData();
const clientRoutes = withServerLoaders(routes);
await loadInitialPages(clientRoutes);
const router = createBrowserRouter(clientRoutes);
const container = document.getElementById("root");
if (!container) throw new Error("#root missing from the server HTML");

startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
      <Hydrated />
    </StrictMode>,
  );
});
