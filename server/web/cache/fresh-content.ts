// Work that must see fresh content: a page render whose result is stored as fresh for CONTENT_TTL_MS.
// Were it to read stale content answers, an edit upstream would stay hidden for another fresh window
// (docs/architecture.md, "Caches"). Inside `withFreshContent`, the content caches wait for a stale
// answer's refresh (falling back to the last good answer when the upstream fails).
import { AsyncLocalStorage } from "node:async_hooks";

const storage = new AsyncLocalStorage<true>();

export function withFreshContent<T>(work: () => T): T {
  return storage.run(true, work);
}

/** True inside `withFreshContent`. */
export function wantsFreshContent(): boolean {
  return storage.getStore() === true;
}
