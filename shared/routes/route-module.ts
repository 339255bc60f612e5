// What a route module exports: its route's properties, as named exports. The route table takes
// only these from a module (routePropsOf), so a layout's other exports (its id, its data hook)
// never reach the route object.
import type { ComponentType } from "react";
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from "react-router";

export interface RouteModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** The route properties of a module; only these, and only the ones it has. */
export function routePropsOf({ loader, action, Component, ErrorBoundary, shouldRevalidate }: RouteModule): RouteModule {
  return {
    ...(loader ? { loader } : {}),
    ...(action ? { action } : {}),
    Component,
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
    ...(shouldRevalidate ? { shouldRevalidate } : {}),
  };
}
