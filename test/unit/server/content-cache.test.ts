import { expect, test, vi } from "vitest";
import { ContentCache } from "../../../server/upstream/content-cache.js";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

test("a fresh value is served without calling the upstream again", async () => {
  const time = clock();
  const cache = new ContentCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
  const load = vi.fn(async () => "v1");
  expect(await cache.get("k", load)).toBe("v1");
  time.advance(999);
  expect(await cache.get("k", load)).toBe("v1");
  expect(load).toHaveBeenCalledTimes(1);
});

test("concurrent misses share one upstream call", async () => {
  const cache = new ContentCache<number>({ ttlMs: 1000, staleMs: 0, maxEntries: 10 });
  let resolve!: (v: number) => void;
  const load = vi.fn(() => new Promise<number>((r) => (resolve = r)));
  const all = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
  resolve(7);
  expect(await all).toEqual([7, 7, 7]);
  expect(load).toHaveBeenCalledTimes(1);
});

test("a stale value is served at once while one refresh runs in the background", async () => {
  const time = clock();
  const cache = new ContentCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
  await cache.get("k", async () => "old");
  time.advance(1500);
  const load = vi.fn(async () => "new");
  expect(await cache.get("k", load)).toBe("old");
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await new Promise((r) => setImmediate(r));
  expect(await cache.get("k", load)).toBe("new");
});

test("when the upstream fails, the last good answer is served, even past the stale window", async () => {
  const time = clock();
  const onRefreshError = vi.fn();
  const cache = new ContentCache<string>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10, now: time.now, onRefreshError });
  await cache.get("k", async () => "good");
  time.advance(10_000);
  expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe("good");
  expect(onRefreshError).toHaveBeenCalledOnce();
});

test("with no earlier answer a failure reaches the caller", async () => {
  const cache = new ContentCache<string>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 });
  await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
});

test("entries are bounded; the least recently used goes first", async () => {
  const cache = new ContentCache<string>({ ttlMs: 60_000, staleMs: 0, maxEntries: 2 });
  await cache.get("a", async () => "a");
  await cache.get("b", async () => "b");
  await cache.get("a", async () => "a2"); // touch a
  await cache.get("c", async () => "c");
  expect(cache.size).toBe(2);
  const load = vi.fn(async () => "b2");
  expect(await cache.get("b", load)).toBe("b2");
  expect(load).toHaveBeenCalledOnce();
});

test("each get reports how it was answered: miss, hit, stale, then miss once the stale window is over", async () => {
  const time = clock();
  const outcomes: string[] = [];
  const cache = new ContentCache<string>({
    ttlMs: 1000,
    staleMs: 1000,
    maxEntries: 10,
    now: time.now,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  const load = async () => "v";
  await cache.get("k", load);
  await cache.get("k", load);
  time.advance(1500);
  await cache.get("k", load);
  time.advance(5000);
  await cache.get("k", load);
  expect(outcomes).toEqual(["miss", "hit", "stale", "miss"]);
});
