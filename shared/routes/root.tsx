// The root route: no chrome of its own (corporate, charity and hall areas each bring theirs),
// scroll-to-top on navigation, and the status-aware error page for anything that escapes.
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

/** The public origin for canonical and share URLs (shared/ui/head reads it). */
export function loader({ context }: LoaderFunctionArgs): SiteData {
  return { publicUrl: publicUrlOf(context) };
}

// The origin never changes while the page is open.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export { StatusErrorBoundary as ErrorBoundary };

export { Root as Component };
