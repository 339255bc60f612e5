// Rendered pages, stale-while-revalidate like ISR (docs/architecture.md, "Caches"): only healthy renders
// the same for every visitor are stored.
import type { StaticHandlerContext } from "react-router";
import { RevalidatingCache, type CacheOutcome } from "../cache/revalidating-cache.js";
import type { StoredPage } from "./stored-page.js";

export type PageOutcome =
  | { kind: "response"; response: Response }
  | { kind: "page"; page: StoredPage }
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
