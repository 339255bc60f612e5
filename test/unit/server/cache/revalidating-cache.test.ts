import { expect, test, vi } from "vitest";
import { RevalidatingCache, type CacheOutcome } from "../../../../server/web/cache/revalidating-cache.js";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

test("a fresh value is served without loading again", async () => {
  const time = clock();
  const cache = new RevalidatingCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
  const load = vi.fn(async () => "v1");
  expect(await cache.get("k", load)).toBe("v1");
  time.advance(999);
  expect(await cache.get("k", load)).toBe("v1");
  expect(load).toHaveBeenCalledTimes(1);
});

test("concurrent misses share one load", async () => {
  const cache = new RevalidatingCache<number>({ ttlMs: 1000, staleMs: 0, maxEntries: 10 });
  const pending = deferred<number>();
  const load = vi.fn(() => pending.promise);
  const all = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
  pending.resolve(7);
  expect(await all).toEqual([7, 7, 7]);
  expect(load).toHaveBeenCalledTimes(1);
});

test("a stale value is served at once while one refresh runs in the background", async () => {
  const time = clock();
  const cache = new RevalidatingCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
  await cache.get("k", async () => "old");
  time.advance(1500);
  const pending = deferred<string>();
  const load = vi.fn(() => pending.promise);
  expect(await cache.get("k", load)).toBe("old");
  expect(await cache.get("k", load)).toBe("old");
  expect(load).toHaveBeenCalledTimes(1);
  pending.resolve("new");
  await vi.waitFor(async () => expect(await cache.get("k", load)).toBe("new"));
});

test("past the stale window a caller waits for the load", async () => {
  const time = clock();
  const cache = new RevalidatingCache<string>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10, now: time.now });
  await cache.get("k", async () => "old");
  time.advance(2000);
  expect(await cache.get("k", async () => "new")).toBe("new");
});

test("when a load fails, the last good value is served, even past the stale window", async () => {
  const time = clock();
  const onRefreshError = vi.fn();
  const cache = new RevalidatingCache<string>({
    ttlMs: 1000,
    staleMs: 1000,
    maxEntries: 10,
    now: time.now,
    onRefreshError,
  });
  await cache.get("k", async () => "good");
  time.advance(10_000);
  expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe("good");
  expect(onRefreshError).toHaveBeenCalledWith("k", expect.any(Error));
});

test("a failed background refresh keeps the stale value and is reported", async () => {
  const time = clock();
  const onRefreshError = vi.fn();
  const cache = new RevalidatingCache<string>({
    ttlMs: 1000,
    staleMs: 5000,
    maxEntries: 10,
    now: time.now,
    onRefreshError,
  });
  await cache.get("k", async () => "good");
  time.advance(1500);
  expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe("good");
  await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalledOnce());
  expect(await cache.get("k", async () => "unused")).toBe("good");
});

test("with no earlier value a failure reaches the caller", async () => {
  const cache = new RevalidatingCache<string>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 });
  await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
});

test("a value shouldStore refuses reaches the callers waiting for it, and is not kept", async () => {
  const cache = new RevalidatingCache<string>({
    ttlMs: 60_000,
    staleMs: 0,
    maxEntries: 10,
    shouldStore: (value) => !value.startsWith("degraded"),
  });
  const pending = deferred<string>();
  const load = vi.fn(() => pending.promise);
  const both = Promise.all([cache.get("k", load), cache.get("k", load)]);
  pending.resolve("degraded 1");
  expect(await both).toEqual(["degraded 1", "degraded 1"]);
  expect(await cache.get("k", async () => "healthy")).toBe("healthy");
  expect(load).toHaveBeenCalledOnce();
});

test("a refused value leaves the older stored value in place", async () => {
  const time = clock();
  const cache = new RevalidatingCache<string>({
    ttlMs: 1000,
    staleMs: 5000,
    maxEntries: 10,
    now: time.now,
    shouldStore: (value) => value !== "degraded",
  });
  await cache.get("k", async () => "healthy");
  time.advance(1500);
  expect(await cache.get("k", async () => "degraded")).toBe("healthy");
  await new Promise((resolve) => setImmediate(resolve));
  expect(await cache.get("k", async () => "degraded")).toBe("healthy");
});

test("entries are bounded; the least recently used goes first", async () => {
  const cache = new RevalidatingCache<string>({ ttlMs: 60_000, staleMs: 0, maxEntries: 2 });
  await cache.get("a", async () => "a");
  await cache.get("b", async () => "b");
  await cache.get("a", async () => "a2"); // touch a
  await cache.get("c", async () => "c");
  expect(["a", "b", "c"].map((key) => cache.has(key))).toEqual([true, false, true]);
  const load = vi.fn(async () => "b2");
  expect(await cache.get("b", load)).toBe("b2");
  expect(load).toHaveBeenCalledOnce();
});

test("with sizeOf, the sum of sizes is bounded and an oversized value is not stored", async () => {
  const cache = new RevalidatingCache<string>({
    ttlMs: 60_000,
    staleMs: 0,
    maxEntries: 100,
    maxBytes: 10,
    sizeOf: (value) => value.length,
  });
  await cache.get("a", async () => "aaaa");
  await cache.get("b", async () => "bbbb");
  await cache.get("c", async () => "cccc");
  expect(["a", "b", "c"].map((key) => cache.has(key))).toEqual([false, true, true]);
  await cache.get("big", async () => "x".repeat(11));
  const load = vi.fn(async () => "x");
  await cache.get("big", load);
  expect(load).toHaveBeenCalledOnce();
});

test("maxEntries 0 stores nothing but still shares a load in flight", async () => {
  const cache = new RevalidatingCache<string>({ ttlMs: 60_000, staleMs: 0, maxEntries: 0 });
  const pending = deferred<string>();
  const load = vi.fn(() => pending.promise);
  const both = Promise.all([cache.get("k", load), cache.get("k", load)]);
  pending.resolve("v");
  expect(await both).toEqual(["v", "v"]);
  expect(cache.has("k")).toBe(false);
  await cache.get("k", load);
  expect(load).toHaveBeenCalledTimes(2);
});

test("onOutcome is told hit, stale or miss for each call", async () => {
  const time = clock();
  const outcomes: CacheOutcome[] = [];
  const cache = new RevalidatingCache<string>({
    ttlMs: 1000,
    staleMs: 1000,
    maxEntries: 10,
    now: time.now,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  await cache.get("k", async () => "v");
  await cache.get("k", async () => "v");
  time.advance(1500);
  await cache.get("k", async () => "v");
  time.advance(5000);
  await cache.get("k", async () => "v");
  expect(outcomes).toEqual(["miss", "hit", "stale", "miss"]);
});

test("freshValue(): the stored value while fresh, counted as a hit; nothing when missing or stale, and no load", async () => {
  const time = clock();
  const outcomes: CacheOutcome[] = [];
  const cache = new RevalidatingCache<string>({
    ttlMs: 1000,
    staleMs: 5000,
    maxEntries: 10,
    now: time.now,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  expect(cache.freshValue("k")).toBeUndefined();
  await cache.get("k", async () => "v1");
  time.advance(999);
  expect(cache.freshValue("k")).toBe("v1");
  time.advance(1);
  // Stale: left to get(), which serves it and starts the refresh.
  expect(cache.freshValue("k")).toBeUndefined();
  expect(outcomes).toEqual(["miss", "hit"]);
  expect(new RevalidatingCache<string>({ ttlMs: 1000, staleMs: 0, maxEntries: 0 }).freshValue("k")).toBeUndefined();
});

test("a failed load is remembered for failureMs: callers get that error without a load, then one probe loads", async () => {
  const time = clock();
  const cache = new RevalidatingCache<string>({
    ttlMs: 1000,
    staleMs: 0,
    maxEntries: 10,
    failureMs: 5000,
    now: time.now,
  });
  const failing = vi.fn(() => Promise.reject(new Error("down")));
  await expect(cache.get("k", failing)).rejects.toThrow("down");
  for (let i = 0; i < 100; i++) await expect(cache.get("k", failing)).rejects.toThrow("down");
  time.advance(4999);
  await expect(cache.get("k", failing)).rejects.toThrow("down");
  expect(failing).toHaveBeenCalledOnce();
  // Another key is not affected.
  expect(await cache.get("other", async () => "fine")).toBe("fine");

  time.advance(1);
  const probe = deferred<string>();
  const recovering = vi.fn(() => probe.promise);
  const crowd = Promise.all(Array.from({ length: 50 }, () => cache.get("k", recovering)));
  probe.resolve("back");
  expect(await crowd).toEqual(Array.from({ length: 50 }, () => "back"));
  expect(recovering).toHaveBeenCalledOnce();
});

test("while a failure is remembered, a stored value answers without a load and no refresh is reported", async () => {
  const time = clock();
  const onRefreshError = vi.fn();
  const cache = new RevalidatingCache<string>({
    ttlMs: 1000,
    staleMs: 5000,
    maxEntries: 10,
    failureMs: 3000,
    now: time.now,
    onRefreshError,
  });
  await cache.get("k", async () => "good");
  time.advance(1500);
  const failing = vi.fn(() => Promise.reject(new Error("down")));
  expect(await cache.get("k", failing)).toBe("good");
  await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalledOnce());
  for (let i = 0; i < 20; i++) expect(await cache.get("k", failing, { noStale: i % 2 === 0 })).toBe("good");
  expect(failing).toHaveBeenCalledOnce();
  expect(onRefreshError).toHaveBeenCalledOnce();
  time.advance(3000);
  expect(await cache.get("k", async () => "new", { noStale: true })).toBe("new");
});

test("without failureMs every call after a failure loads again", async () => {
  const cache = new RevalidatingCache<string>({ ttlMs: 1000, staleMs: 0, maxEntries: 10 });
  const failing = vi.fn(() => Promise.reject(new Error("down")));
  for (let i = 0; i < 3; i++) await expect(cache.get("k", failing)).rejects.toThrow("down");
  expect(failing).toHaveBeenCalledTimes(3);
});
