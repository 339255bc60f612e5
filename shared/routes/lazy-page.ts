// A page route whose module is loaded on demand: its own chunk in the browser, so a visitor loads
// only the pages they open. `module` names the file under shared/routes/ for the asset manifest,
// which lets the server preload a page's chunks before hydration (a test checks every name is there).
import type { ComponentType } from "react";
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from "react-router";

export interface PageHandle {
  module: string;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "module" in handle && typeof handle.module === "string";
}

/** What a page module exports: its route's properties, as named exports. */
export interface PageModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  Component: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** The route properties of a page module; only these, so its other exports never reach the route. */
function routePropsOf({ loader, action, Component, shouldRevalidate }: PageModule): PageModule {
  return {
    ...(loader ? { loader } : {}),
    ...(action ? { action } : {}),
    ...(shouldRevalidate ? { shouldRevalidate } : {}),
    Component,
  };
}

export function lazyPage(
  module: string,
  load: () => Promise<PageModule>,
): { handle: PageHandle; lazy: () => Promise<PageModule> } {
  return { handle: { module }, lazy: () => load().then(routePropsOf) };
}
