import { expect, test } from "vitest";
import { CachedPage } from "../../../server/ssr/cached-page.js";
import { PageCache } from "../../../server/ssr/page-cache.js";

test("each lookup reports how it was answered: miss, hit, stale, then miss once the stale window is over", () => {
  let now = 0;
  const outcomes: string[] = [];
  const cache = new PageCache({
    ttlMs: 1000,
    staleMs: 1000,
    maxEntries: 10,
    maxBytes: 1_000_000,
    now: () => now,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  expect(cache.lookup("/").state).toBe("miss");
  cache.store("/", new CachedPage("<p>x</p>", "nonce-placeholder", 200));
  expect(cache.lookup("/").state).toBe("fresh");
  now = 1500;
  expect(cache.lookup("/").state).toBe("stale");
  now = 5000;
  expect(cache.lookup("/").state).toBe("miss");
  expect(outcomes).toEqual(["miss", "hit", "stale", "miss"]);
});
