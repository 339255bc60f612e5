// The one cache behind content and pages: stale-while-revalidate, one load per key, the last good value
// on failure, a failure remembered so a failing upstream is asked once per key per window, not per visitor.
import { LRUCache } from "lru-cache";

export type CacheOutcome = "hit" | "miss" | "stale";

export interface RevalidatingCacheOptions<T> {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  /** With sizeOf: the bound on the sum of sizes; a value bigger than this is never stored. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  shouldStore?: (value: T) => boolean;
  /** After a failed load, how long callers get the last good value (or that error) without a new load. */
  failureMs?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
  /** How each call was answered: fresh, stale (a refresh started), or loaded. */
  onOutcome?: (outcome: CacheOutcome) => void;
}

export interface GetOptions {
  /** Wait for the refresh rather than answer stale (the stored value only if it fails): page renders. */
  noStale?: boolean;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

interface Failure {
  error: unknown;
  until: number;
}

export class RevalidatingCache<T> {
  private readonly entries: LRUCache<string, Entry<T>> | null;
  private readonly inflight = new Map<string, Promise<T>>();
  /** Keys whose last load failed, while that is remembered; as many keys as entries are kept. */
  private readonly failures: LRUCache<string, Failure>;
  private readonly now: () => number;

  constructor(private readonly options: RevalidatingCacheOptions<T>) {
    this.now = options.now ?? Date.now;
    const { maxEntries, maxBytes, sizeOf } = options;
    this.entries =
      maxEntries <= 0
        ? null
        : new LRUCache<string, Entry<T>>({
            max: maxEntries,
            // lru-cache wants positive integer sizes; an empty value still takes a slot.
            ...(maxBytes !== undefined && sizeOf
              ? { maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, Math.ceil(sizeOf(entry.value))) }
              : {}),
          });
    this.failures = new LRUCache<string, Failure>({ max: Math.max(1, maxEntries) });
  }

  /** Expired values stay, only as the last good answer to a failed load, until the bounds push them out. */
  async get(key: string, load: () => Promise<T>, { noStale = false }: GetOptions = {}): Promise<T> {
    const entry = this.entries?.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.ttlMs) {
      this.options.onOutcome?.("hit");
      return entry.value;
    }
    const failure = this.failures.get(key);
    if (failure && this.now() < failure.until) {
      this.options.onOutcome?.(entry ? "stale" : "miss");
      if (entry) return entry.value;
      throw failure.error;
    }
    if (entry && !noStale && age < this.options.ttlMs + this.options.staleMs) {
      this.options.onOutcome?.("stale");
      this.load(key, load).catch((error: unknown) => this.options.onRefreshError?.(key, error));
      return entry.value;
    }
    this.options.onOutcome?.("miss");
    try {
      return await this.load(key, load);
    } catch (error) {
      if (!entry) throw error;
      this.options.onRefreshError?.(key, error);
      return entry.value;
    }
  }

  /** The fresh value without a promise: a promise per request costs under load (Node 20: async hooks). */
  freshValue(key: string): T | undefined {
    const entry = this.entries?.get(key);
    if (!entry || this.now() - entry.storedAt >= this.options.ttlMs) return undefined;
    this.options.onOutcome?.("hit");
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries?.has(key) ?? false;
  }

  ageOf(key: string): number | null {
    const entry = this.entries?.peek(key);
    return entry ? this.now() - entry.storedAt : null;
  }

  private load(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = load()
      .catch((error: unknown) => {
        const failureMs = this.options.failureMs ?? 0;
        if (failureMs > 0) this.failures.set(key, { error, until: this.now() + failureMs });
        throw error;
      })
      .then((loaded) => {
        this.failures.delete(key);
        // A value that must not be reused leaves any older entry as it was (still the last good one).
        if (!(this.options.shouldStore?.(loaded) ?? true)) return loaded;
        this.entries?.set(key, { value: loaded, storedAt: this.now() });
        return loaded;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }
}
