// The root route: no chrome of its own (corporate, charity and hall areas each bring theirs),
// scroll-to-top on navigation, and the status-aware error page for anything that escapes.
import { useEffect } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { StatusErrorBoundary } from "./status-error-boundary.js";

function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Back/forward keeps the browser's own position; every other route change starts at the top.
    if (navigationType !== "POP") window.scrollTo(0, 0);
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

export const rootRoute = {
  Component: Root,
  ErrorBoundary: StatusErrorBoundary,
};
