// A static handler per route branch (root → layout → page). react-router's query() flattens and ranks
// the whole route table to match every URL, and createStaticRouter converts the whole table again for
// every render; a handler over the one branch a page's URL matched (page-key.ts remembers it per path)
// does both over three routes instead of forty, and answers the same: the same route ids, loaders,
// components and error boundaries, so the same page and hydration data
// (test/server/branch-handlers.test.ts compares them on every kind of page).
import { createStaticHandler, type RouteObject, type StaticHandler } from "react-router";

/** The branch as a route table of its own: each route with the next as its only child. */
export function branchRoutes(branch: readonly RouteObject[]): RouteObject[] {
  let child: RouteObject | null = null;
  for (let i = branch.length - 1; i >= 0; i--) {
    const { children: _siblings, ...route } = branch[i] as RouteObject & { children?: RouteObject[] };
    // Only the last route can be an index route (one has no children), so a parent is never one.
    child = (child ? { ...route, children: [child] } : route) as RouteObject;
  }
  return child ? [child] : [];
}

/**
 * One handler per branch, made on first use. Branches are the route table's (a few dozen), keyed by
 * their route ids; the bound only guards against a key that is not.
 */
export function createBranchHandlers(limit = 256): (key: string, branch: readonly RouteObject[]) => StaticHandler {
  const handlers = new Map<string, StaticHandler>();
  return (key, branch) => {
    let handler = handlers.get(key);
    if (!handler) {
      handler = createStaticHandler(branchRoutes(branch));
      if (handlers.size < limit) handlers.set(key, handler);
    }
    return handler;
  };
}
