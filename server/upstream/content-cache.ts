// In-memory cache for upstream content: time-to-live, stale-while-revalidate, request coalescing,
// the last good answer when a refresh fails, and a bound on entries (least recently used goes first).

interface Entry<T> {
  value: T;
  freshUntil: number;
  staleUntil: number;
}

export interface CacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
  /** Told about a background refresh that failed (the stale value stays). */
  onRefreshError?: (key: string, error: unknown) => void;
  /** Told how each get() was answered: fresh value, stale value (refresh started) or a load. */
  onOutcome?: (outcome: "hit" | "miss" | "stale") => void;
}

/** One cache per upstream endpoint, so each holds one type of value. */
export class ContentCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Fresh value: returned at once. Stale value: returned at once, refreshed in the background.
   * Missing or expired: loaded (one load per key however many callers wait). When that load fails
   * and an older value exists, the older value is returned: the last good answer beats none.
   */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry) {
      this.touch(key, entry);
      if (now < entry.freshUntil) {
        this.options.onOutcome?.("hit");
        return entry.value;
      }
      if (now < entry.staleUntil) {
        this.options.onOutcome?.("stale");
        this.refresh(key, load).catch((error: unknown) => this.options.onRefreshError?.(key, error));
        return entry.value;
      }
    }
    this.options.onOutcome?.("miss");
    try {
      return await this.refresh(key, load);
    } catch (error) {
      if (entry) {
        this.options.onRefreshError?.(key, error);
        return entry.value;
      }
      throw error;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        const now = this.now();
        this.entries.delete(key);
        this.entries.set(key, {
          value,
          freshUntil: now + this.options.ttlMs,
          staleUntil: now + this.options.ttlMs + this.options.staleMs,
        });
        this.evict();
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private touch(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private evict(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.entries.delete(oldest.value);
    }
  }
}
