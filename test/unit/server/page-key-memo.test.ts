import type * as ReactRouter from "react-router";
import { matchRoutes } from "react-router";
import { beforeEach, expect, test, vi } from "vitest";
import { pageTarget } from "../../../server/web/pages/page-key.js";
import { routes } from "../../../shared/routes/route-table.js";

// Counts the route table matches: they are the expensive part of a cached page.
vi.mock("react-router", async (importOriginal) => {
  const original = await importOriginal<typeof ReactRouter>();
  const counted = vi.fn((...args: Parameters<typeof original.matchRoutes>) => original.matchRoutes(...args));
  return { ...original, matchRoutes: counted };
});
const matchCalls = () => vi.mocked(matchRoutes).mock.calls.length;
/** The key, URL and not-found mark (the matched branch is branch-handlers.test.ts's). */
const target = (url: string) => {
  const found = pageTarget(routes, new URL(url, "http://site.test"));
  return found && { key: found.key, url: found.url, notFound: found.notFound };
};

beforeEach(() => {
  vi.mocked(matchRoutes).mockClear();
});

test("a path is matched against the route table once, whatever its query", () => {
  const first = target("/page?id=1&x=2");
  expect(target("/page?id=2")).toEqual({ key: "root/corporate/page?id=2", url: "/page?id=2", notFound: false });
  expect(target("/page?id=1&y=3")).toEqual(first);
  expect(target("/page")).toEqual({ key: "root/corporate/page", url: "/page", notFound: false });
  expect(matchCalls()).toBeLessThanOrEqual(1);
});

test("a flood of distinct paths keeps answering correctly (the memo is bounded)", () => {
  for (let i = 0; i < 5000; i++) expect(target(`/missing-${i}?id=${i}`)?.url).toBe(`/missing-${i}`);
  expect(target("/about?id=1")).toEqual({ key: "root/corporate/about", url: "/about", notFound: false });
  expect(matchCalls()).toBe(5001);
});
