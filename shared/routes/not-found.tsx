// The catch-all route: throws 404 so the status and the page agree.
import { data } from "react-router";
import { StatusErrorBoundary } from "./status-error-boundary.js";

export const notFoundRoute = {
  loader: (): never => {
    throw data("Not Found", { status: 404 });
  },
  Component: () => null,
  ErrorBoundary: StatusErrorBoundary,
};
