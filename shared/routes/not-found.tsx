// The catch-all route: throws 404 so the status and the page agree.
import { data } from "react-router";
import { StatusErrorBoundary } from "./status-error-boundary.js";

export function loader(): never {
  throw data("Not Found", { status: 404 });
}

/** Never rendered: the loader always throws. */
export function Component(): null {
  return null;
}

export { StatusErrorBoundary as ErrorBoundary };
