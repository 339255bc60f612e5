// `module` names the file under shared/routes/ for the asset manifest, so the server can preload a page's
// chunks before hydration.
import { routePropsOf, type RouteModule } from "./route-module.js";
import type { Serving } from "./serving.js";

export interface PageHandle {
  module: string;
  serving?: Serving;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "module" in handle && typeof handle.module === "string";
}

export function lazyPage(
  module: string,
  load: () => Promise<RouteModule>,
  serving?: Serving,
): { handle: PageHandle; lazy: () => Promise<RouteModule> } {
  return { handle: serving ? { module, serving } : { module }, lazy: () => load().then(routePropsOf) };
}
