// The route table takes only route properties from a route module: a layout's id and data hook
// stay module exports, and the root, layouts and catch-all keep the behaviour their modules export.
import type { RouteObject } from "react-router";
import { expect, test } from "vitest";
import { routePropsOf } from "../../../shared/routes/route-module.js";
import { routes } from "../../../shared/routes/route-table.js";

const ROUTE_KEYS = new Set([
  "id",
  "path",
  "index",
  "children",
  "handle",
  "lazy",
  "loader",
  "action",
  "Component",
  "ErrorBoundary",
  "shouldRevalidate",
]);

function allRoutes(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

function byId(id: string): RouteObject {
  const route = allRoutes(routes).find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
}

test("routePropsOf keeps the route properties a module has and drops everything else", () => {
  const Component = () => null;
  const loader = () => null;
  const props = routePropsOf({ Component, loader, ...{ useCharity: () => null, CHARITY_LAYOUT_ID: "charity" } });
  expect(props).toEqual({ Component, loader });
});

test("no route in the table carries a module's other exports", () => {
  for (const route of allRoutes(routes)) {
    expect(Object.keys(route).filter((key) => !ROUTE_KEYS.has(key))).toEqual([]);
  }
});

test.each(["root", "corporate", "charity", "halls"])(
  "the %s route has its loader, component and revalidation rule",
  async (id) => {
    // The charity and halls layouts load on demand: their properties arrive with the module.
    const listed = byId(id);
    const route = typeof listed.lazy === "function" ? { ...listed, ...(await listed.lazy()) } : listed;
    expect(typeof route.loader).toBe("function");
    expect(typeof route.Component).toBe("function");
    expect(typeof route.shouldRevalidate).toBe("function");
  },
);

test("the root and the catch-all show the status-aware error page; the catch-all throws 404", async () => {
  expect(byId("root").ErrorBoundary).toBeTypeOf("function");
  const notFound = byId("not-found");
  expect(notFound.ErrorBoundary).toBe(byId("root").ErrorBoundary);
  const loader = notFound.loader;
  if (typeof loader !== "function") throw new Error("the catch-all has no loader");
  let thrown: unknown;
  try {
    const url = new URL("http://test/nope");
    await loader({ request: new Request(url), url, pattern: "*", params: {}, context: {} });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ init: { status: 404 } });
});
