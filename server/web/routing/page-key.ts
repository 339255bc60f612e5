// A shared render is keyed by matched routes and the parsed values they read, and rendered from the
// key's canonical URL, so it cannot depend on what the key left out.
import type { RouteObject } from "react-router";
import { canonicalSpelling, type QueryParam } from "../../../shared/lib/query-params.js";
import { joinRoutePath } from "../../../shared/lib/route-path.js";
import { servingOf } from "../../../shared/routes/serving.js";

export interface PageTarget {
  key: string;
  /** The route table's spelling of the path and the kept parameters as parsed; a not-found page keeps its path. */
  url: string;
  notFound: boolean;
}

export const isNotFound = (branch: readonly RouteObject[]): boolean =>
  branch.length === 0 || branch.some((route) => route.path === "*");

export function pageTarget(branch: readonly RouteObject[], url: URL): PageTarget {
  const params = new Map<string, QueryParam>();
  for (const route of branch) for (const param of servingOf(route.handle).reads ?? []) params.set(param.name, param);
  const notFound = isNotFound(branch);
  const patterns = branch.map((route) => route.path);
  const fixedPath = !notFound && !patterns.some((pattern) => pattern && /[:*]/.test(pattern));
  let query = "";
  if (params.size > 0 && url.search !== "") {
    const kept = new URLSearchParams();
    for (const param of [...params.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const value = canonicalSpelling(param, url.searchParams);
      if (value !== null) kept.set(param.name, value);
    }
    if (kept.size > 0) query = `?${kept.toString()}`;
  }
  return {
    key: branch.map((route) => route.id ?? "").join("/") + query,
    url: (fixedPath ? joinRoutePath(patterns) : url.pathname) + query,
    notFound,
  };
}
