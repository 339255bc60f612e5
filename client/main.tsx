// Browser entry: the shared route table with server-backed loaders, hydrated over the server's HTML.
import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { routes } from "../shared/routes/route-table.js";
import { serverLoader } from "./route-data-loader.js";
import "./styles/index.css";

function withServerLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    const children = route.children ? withServerLoaders(route.children) : undefined;
    const loader = route.loader && route.id ? serverLoader(route.id) : undefined;
    // RouteObject is a union on `index`; rebuild each kind so TypeScript keeps them apart.
    return route.index ? { ...route, loader, children: undefined, index: true } : { ...route, loader, children };
  });
}

// window.__staticRouterHydrationData, written by the server, is read by createBrowserRouter itself.
const router = createBrowserRouter(withServerLoaders(routes));
const container = document.getElementById("root");
if (!container) throw new Error("#root missing from the server HTML");

function Hydrated() {
  // Tests and styles can tell a hydrated page from server HTML.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
      <Hydrated />
    </StrictMode>,
  );
});
