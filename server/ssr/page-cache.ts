// Rendered pages by URL: fresh for a while, then served stale while one background render
// refreshes them; bounded in bytes, least recently used goes first. Only healthy renders that are
// the same for every visitor are stored (the nonce is a placeholder, filled per response).
import type { CachedPage } from "./cached-page.js";

interface Entry {
  page: CachedPage;
  freshUntil: number;
  staleUntil: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  /** Told how each lookup was answered. */
  onOutcome?: (outcome: "hit" | "miss" | "stale") => void;
}

export type Lookup = { state: "fresh" | "stale"; page: CachedPage } | { state: "miss" };

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  lookup(url: string): Lookup {
    const result = this.find(url);
    this.options.onOutcome?.(result.state === "fresh" ? "hit" : result.state);
    return result;
  }

  private find(url: string): Lookup {
    const entry = this.entries.get(url);
    if (!entry) return { state: "miss" };
    const now = this.now();
    if (now >= entry.staleUntil) {
      this.remove(url, entry);
      return { state: "miss" };
    }
    this.entries.delete(url);
    this.entries.set(url, entry);
    return { state: now < entry.freshUntil ? "fresh" : "stale", page: entry.page };
  }

  store(url: string, page: CachedPage): void {
    if (this.options.maxEntries === 0 || page.size > this.options.maxBytes) return;
    const old = this.entries.get(url);
    if (old) this.remove(url, old);
    const now = this.now();
    this.entries.set(url, {
      page,
      freshUntil: now + this.options.ttlMs,
      staleUntil: now + this.options.ttlMs + this.options.staleMs,
    });
    this.bytes += page.size;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.remove(key, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(url: string, entry: Entry): void {
    this.entries.delete(url);
    this.bytes -= entry.page.size;
  }
}
