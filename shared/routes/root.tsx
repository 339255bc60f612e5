// The root route: no chrome of its own (each area brings its own), scroll-to-top, the error page.
import { useEffect } from "react";
import {
  NavigationType,
  Outlet,
  useLocation,
  useNavigationType,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "react-router";
import type { SiteData } from "../lib/seo-site.js";
import { publicUrlOf } from "./route-context.js";
import { StatusErrorBoundary } from "./status-error-boundary.js";

function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Back/forward keeps the browser's own position; every other route change starts at the top.
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
  return null;
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export function loader({ context }: LoaderFunctionArgs): SiteData {
  return { publicUrl: publicUrlOf(context) };
}

// The origin never changes while the page is open.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export { StatusErrorBoundary as ErrorBoundary };

export { Root as Component };
