// The one cache behind upstream content and rendered pages: fresh for ttlMs, then served stale for
// staleMs while one background load refreshes it; one load per key in flight however many callers
// wait; the last good value when a load fails; a failed load remembered for failureMs, so a failing
// upstream is asked once per key in that time rather than once per visitor; bounded by entries (and
// bytes), least recently used goes first (lru-cache). A load's result can be shared with the callers
// waiting for it without being stored (degraded or live pages): `shouldStore` decides.
import { LRUCache } from "lru-cache";

export type CacheOutcome = "hit" | "miss" | "stale";

export interface RevalidatingCacheOptions<T> {
  ttlMs: number;
  staleMs: number;
  /** Entries kept; 0 stores nothing (loads are still shared while in flight). */
  maxEntries: number;
  /** With sizeOf: the bound on the sum of sizes; a value bigger than this is never stored. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  /** Whether a loaded value may serve later callers; default: every value. */
  shouldStore?: (value: T) => boolean;
  /**
   * After a failed load, how long the key's callers get the last good value (or, with none, the same
   * error) without a new load; the first call after that loads again (one load, shared), and so the
   * upstream gets one call per key per window however many visitors ask. Default 0: every call may load.
   */
  failureMs?: number;
  now?: () => number;
  /** A load failed and an older value was served instead (or, in the background, stays). */
  onRefreshError?: (key: string, error: unknown) => void;
  /**
   * How each call was answered: stored and fresh, stored but stale (a refresh started, unless a failed
   * load is remembered), or loaded.
   */
  onOutcome?: (outcome: CacheOutcome) => void;
}

export interface GetOptions {
  /**
   * Never answer from a stale entry: wait for the refresh (one per key, shared), and only when it
   * fails answer the stored value. For work whose result is itself stored as fresh (a page render).
   */
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

  /**
   * Fresh: returned at once. Stale (within staleMs): returned at once, one refresh starts in the
   * background. Missing or past the stale window: loaded, one load per key for all callers; when
   * that load fails and an older value exists, the older value is returned (the last good answer
   * beats none). Expired values stay, for that purpose only, until the bounds push them out. While a
   * failed load is remembered (failureMs), no load starts: the older value, or that failure, answers.
   */
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

  /**
   * The stored value while it is fresh, without a promise (counted as a hit); undefined otherwise, for
   * `get` to handle. A promise per request is a cost under load (and, under Node 20, each one runs the
   * async context hooks of the request id).
   */
  freshValue(key: string): T | undefined {
    const entry = this.entries?.get(key);
    if (!entry || this.now() - entry.storedAt >= this.options.ttlMs) return undefined;
    this.options.onOutcome?.("hit");
    return entry.value;
  }

  /** Whether anything is stored for the key, however old (without touching its recency). */
  has(key: string): boolean {
    return this.entries?.has(key) ?? false;
  }

  /** How long ago the stored value for the key was loaded, in ms; null when nothing is stored. */
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
