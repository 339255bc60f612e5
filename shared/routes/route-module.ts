// Only route properties reach the route object, not a layout's id or data hook.
import type { ComponentType } from "react";
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from "react-router";

export interface RouteModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

export function routePropsOf({ loader, action, Component, ErrorBoundary, shouldRevalidate }: RouteModule): RouteModule {
  return {
    ...(loader ? { loader } : {}),
    ...(action ? { action } : {}),
    Component,
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
    ...(shouldRevalidate ? { shouldRevalidate } : {}),
  };
}
