// Rendered pages on the one revalidating cache (server/cache/revalidating-cache.ts): fresh for a
// while, then served stale while one background render refreshes them; one render per page key at a
// time, whatever it produces; bounded in entries and bytes. Only healthy renders that are the same
// for every visitor are stored (the nonce is a placeholder, filled per response): a redirect, or a
// degraded, live or error render, reaches the visitors who waited for it and is never kept.
import type { StaticHandlerContext } from "react-router";
import { RevalidatingCache, type CacheOutcome } from "../cache/revalidating-cache.js";
import type { CachedPage } from "./cached-page.js";

export type PageOutcome =
  | { kind: "response"; response: Response }
  | { kind: "page"; page: CachedPage }
  | { kind: "live"; context: StaticHandlerContext };

export type PageCache = RevalidatingCache<PageOutcome>;

export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
  onOutcome?: (outcome: CacheOutcome) => void;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  return new RevalidatingCache<PageOutcome>({
    ...options,
    shouldStore: (outcome) => outcome.kind === "page",
    sizeOf: (outcome) => (outcome.kind === "page" ? outcome.page.size : 0),
  });
}
