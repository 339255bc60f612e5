import type { StaticHandlerContext } from "react-router";
import { expect, test } from "vitest";
import { createPageCache, type PageOutcome } from "../../../../server/web/pages/page-cache.js";
import { StoredPage } from "../../../../server/web/pages/stored-page.js";

const options = { ttlMs: 60_000, staleMs: 0, maxEntries: 10, maxBytes: 1_000_000 };

test("a stored page is kept and served again without rendering", async () => {
  const cache = createPageCache(options);
  const page: PageOutcome = { kind: "page", page: await StoredPage.of("<p>x</p>", 200) };
  let renders = 0;
  const render = async () => (renders++, page);
  expect(await cache.get("/", render)).toBe(page);
  expect(await cache.get("/", render)).toBe(page);
  expect(renders).toBe(1);
});

test("a live render (one visitor's or degraded) and a router Response are never kept", async () => {
  const cache = createPageCache(options);
  const outcomes: PageOutcome[] = [
    { kind: "live", context: {} as StaticHandlerContext, degraded: true },
    { kind: "response", response: new Response(null, { status: 302 }) },
  ];
  for (const outcome of outcomes) {
    let renders = 0;
    const render = async () => (renders++, outcome);
    await cache.get(outcome.kind, render);
    await cache.get(outcome.kind, render);
    expect(renders, outcome.kind).toBe(2);
  }
});

test("pages count by their compressed and plain bytes against the bound", async () => {
  const page = await StoredPage.of("<p>".repeat(2000), 200);
  const cache = createPageCache({ ...options, maxBytes: page.size * 2 + 1 });
  let renders = 0;
  const render = async (): Promise<PageOutcome> => (renders++, { kind: "page", page });
  for (const key of ["/a", "/b", "/c"]) await cache.get(key, render);
  await cache.get("/a", render);
  expect(renders).toBe(4);
  await cache.get("/c", render);
  expect(renders).toBe(4);
});
