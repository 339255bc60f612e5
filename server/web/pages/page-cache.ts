// Rendered pages on the one revalidating cache (server/web/cache/revalidating-cache.ts): fresh for
// CONTENT_TTL_MS, then served stale, however old up to CONTENT_STALE_MS, while one background render
// refreshes them (as Next.js's ISR does); one render per page key at a time, whatever it produces;
// bounded in entries and bytes. Only healthy renders that are the same for every visitor are stored,
// as their final bytes (stored-page.ts): a redirect, or a degraded, live or error render, reaches the
// visitors who waited for it and is never kept.
import type { StaticHandlerContext } from "react-router";
import { RevalidatingCache, type CacheOutcome } from "../cache/revalidating-cache.js";
import type { StoredPage } from "./stored-page.js";

export type PageOutcome =
  | { kind: "response"; response: Response }
  | { kind: "page"; page: StoredPage }
  /** Rendered for the visitors who waited only; `degraded`: because an upstream call failed. */
  | { kind: "live"; context: StaticHandlerContext; degraded: boolean };

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
