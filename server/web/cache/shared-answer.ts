// Marks work whose result is stored and served to every visitor as fresh for CONTENT_TTL_MS: a page render
// for the page cache, a public API answer that nginx and CDNs keep for `s-maxage`. Were it made from stale
// content answers, an edit upstream would stay hidden for another fresh window (docs/architecture.md,
// "Caches"), so inside `forSharedAnswer` the content caches are read with `noStale` (they wait for a stale
// answer's refresh, falling back to the last good answer when the upstream fails).
import { AsyncLocalStorage } from "node:async_hooks";

const storage = new AsyncLocalStorage<true>();

export function forSharedAnswer<T>(work: () => T): T {
  return storage.run(true, work);
}

/** True inside `forSharedAnswer`. */
export function isSharedAnswer(): boolean {
  return storage.getStore() === true;
}
