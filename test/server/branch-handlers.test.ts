// A page's own branch of the route table answers exactly as the whole table does: same status, route
// matches, loader data, errors, rendered HTML and hydration data, on every kind of page (content pages,
// layouts with their own loaders, a missing id's 404, an upstream failure's error boundary).
import { pino } from "pino";
import { createStaticHandler, type StaticHandler } from "react-router";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { branchRoutes, createBranchHandlers } from "../../server/web/pages/branch-handlers.js";
import { hydrationJson } from "../../server/web/pages/hydration-data.js";
import { pageTarget } from "../../server/web/pages/page-key.js";
import { loadDeferredSections } from "../../shared/ui/deferred-section.js";
import { renderWhole } from "../../server/web/pages/render-page.js";
import { createRequestApi } from "../../server/web/upstream/request-api.js";
import { routes } from "../../shared/routes/route-table.js";
import { testUpstreamClient } from "./app-harness.js";
import { PAGE_KINDS } from "../fixtures/page-kinds.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

// Beside every kind of page: an id with no item, a second route on one module, a path in another case.
const PAGES = [...PAGE_KINDS, "/page3?id=999", "/page2?id=1", "/About"];

async function answer(handler: StaticHandler, url: string) {
  const api = testUpstreamClient(upstream.url);
  const requestApi = createRequestApi(api, pino({ level: "silent" }));
  const context = await handler.query(new Request(new URL(url, "http://site.test")), {
    requestContext: { api: requestApi.api, paymentGatewayUrl: "/pay", publicUrl: "https://site.test" },
  });
  if (context instanceof Response) return { redirect: context.status };
  await loadDeferredSections();
  const page = renderWhole({ routes: handler.dataRoutes, context, nonce: null, timeoutMs: 5000, memo: null });
  return {
    status: context.statusCode,
    ids: context.matches.map((match) => match.route.id),
    loaderData: context.loaderData,
    errors: context.errors,
    page,
    hydration: hydrationJson(context),
  };
}

test("every kind of page is answered the same by its branch's handler as by the whole route table's", async () => {
  const whole = createStaticHandler(routes);
  const branchHandler = createBranchHandlers();
  for (const url of PAGES) {
    const target = pageTarget(routes, new URL(url, "http://site.test"));
    expect(target, url).not.toBeNull();
    if (!target) continue;
    expect(target.notFound, url).toBe(false);
    const expected = await answer(whole, url);
    const actual = await answer(branchHandler(target.branchKey, target.branch), url);
    expect(actual, url).toEqual(expected);
    expect(actual.page?.body.length ?? 0, url).toBeGreaterThan(500);
  }
  // And when the upstream fails: the same degraded page (sections empty) from both.
  upstream.fail("POST /api/website/getPage", "500");
  const target = pageTarget(routes, new URL("/page3?id=1", "http://site.test"));
  if (!target) throw new Error("no target");
  expect(await answer(branchHandler(target.branchKey, target.branch), "/page3?id=1")).toEqual(
    await answer(whole, "/page3?id=1"),
  );
});

test("a branch becomes a route table of its own: each route with only the next as its child", () => {
  const target = pageTarget(routes, new URL("/page3?id=1", "http://site.test"));
  if (!target) throw new Error("no target");
  const [root] = branchRoutes(target.branch);
  expect(root?.id).toBe("root");
  expect(root?.children?.map((r) => r.id)).toEqual(["corporate"]);
  expect(root?.children?.[0]?.children?.map((r) => r.id)).toEqual(["page3"]);
  expect(root?.children?.[0]?.children?.[0]?.children).toBeUndefined();
  // The route table itself is left as it was.
  expect(routes[0]?.children?.length).toBeGreaterThan(1);
});

test("one handler per branch, made once", () => {
  const branchHandler = createBranchHandlers();
  const a = pageTarget(routes, new URL("/page3?id=1", "http://site.test"));
  const b = pageTarget(routes, new URL("/page3?id=2", "http://site.test"));
  const c = pageTarget(routes, new URL("/about", "http://site.test"));
  if (!a || !b || !c) throw new Error("no target");
  expect(branchHandler(a.branchKey, a.branch)).toBe(branchHandler(b.branchKey, b.branch));
  expect(branchHandler(a.branchKey, a.branch)).not.toBe(branchHandler(c.branchKey, c.branch));
});
