// A page route whose module is loaded on demand: its own chunk in the browser, so a visitor loads
// only the pages they open. `module` names the file under shared/routes/ for the asset manifest,
// which lets the server preload a page's chunks before hydration.
import type { LazyRouteFunction, RouteObject } from "react-router";

export interface PageHandle {
  module: string;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "module" in handle && typeof handle.module === "string";
}

type PageProps = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

export function lazyPage(
  module: string,
  load: () => Promise<PageProps>,
): { handle: PageHandle; lazy: () => Promise<PageProps> } {
  return { handle: { module }, lazy: load };
}
