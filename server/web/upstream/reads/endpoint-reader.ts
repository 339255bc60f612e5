// What every getter is built from: a timed, shape-checked upstream call (JSON stays `unknown` until its
// schema parses it), a cache per endpoint, and the one sanitiser for upstream HTML.
import type { z } from "zod";
import type { SafeHtml } from "../../../../shared/lib/safe-html.js";
import { RevalidatingCache } from "../../cache/revalidating-cache.js";
import type { SourceRules } from "../../images/image-source.js";
import { noMetrics, upstreamEndpoint, type MetricsRecorder } from "../../observability/metrics/recorder.js";
import { fetchJson, UpstreamError } from "../fetch-json.js";
import { sanitizeHtml } from "../sanitize-html.js";

export interface ReadOptions {
  baseUrl: string;
  timeoutMs: number;
  maxBytes: number;
  ttlMs: number;
  staleMs: number;
  failureMs: number;
  onRefreshError: (key: string, error: unknown) => void;
  metrics?: MetricsRecorder;
  imageSources?: SourceRules;
}

/** A cached getter, bound per caller: `noStale` waits for a stale entry's refresh (answers stored for all). */
export type CachedRead<A extends unknown[], R> = (noStale: boolean) => (...args: A) => Promise<R>;

export interface EndpointReader {
  readonly baseUrl: string;
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>>;
  /** Counts a call in the metrics; a wrong-shaped answer counts as an error like a failed request. */
  timed<R>(method: string, path: string, run: () => Promise<R>): Promise<R>;
  /**
   * The endpoint's cache: fresh for the TTL, then stale-while-revalidate, the last good value when a
   * refresh fails, and a failure remembered for `failureMs` (server/web/cache/revalidating-cache.ts).
   */
  cached<A extends unknown[], R>(keyOf: (...args: A) => string, load: (...args: A) => Promise<R>): CachedRead<A, R>;
  sanitize(html: string): SafeHtml;
}

const MAX_KEYS_PER_ENDPOINT = 200;

export function createEndpointReader(options: ReadOptions): EndpointReader {
  const metrics = options.metrics ?? noMetrics;
  const timed = async <R>(method: string, path: string, run: () => Promise<R>): Promise<R> => {
    const start = performance.now();
    let ok = false;
    try {
      const result = await run();
      ok = true;
      return result;
    } finally {
      metrics.upstreamCall(upstreamEndpoint(path), method, ok, (performance.now() - start) / 1000);
    }
  };
  const fetchAndParse = async <S extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    schema: S,
  ): Promise<z.output<S>> => {
    const json = await fetchJson(options.baseUrl + path, {
      method,
      body,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
    });
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new UpstreamError(
        `${method} ${path}: unexpected response shape: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join(".")} ${i.message}`)
          .join("; ")}`,
      );
    }
    return parsed.data;
  };
  const call = <S extends z.ZodType>(method: "GET" | "POST", path: string, body: unknown, schema: S) =>
    timed(method, path, () => fetchAndParse(method, path, body, schema));
  return {
    baseUrl: options.baseUrl,
    get: (path, schema) => call("GET", path, undefined, schema),
    post: (path, body, schema) => call("POST", path, body, schema),
    timed,
    cached: <A extends unknown[], R>(keyOf: (...args: A) => string, load: (...args: A) => Promise<R>) => {
      const cache = new RevalidatingCache<R>({
        ttlMs: options.ttlMs,
        staleMs: options.staleMs,
        maxEntries: MAX_KEYS_PER_ENDPOINT,
        failureMs: options.failureMs,
        onRefreshError: options.onRefreshError,
        onOutcome: (outcome) => metrics.cacheLookup("content", outcome),
      });
      return (noStale: boolean) =>
        (...args: A) =>
          cache.get(keyOf(...args), () => load(...args), { noStale });
    },
    sanitize: (html) => sanitizeHtml(html, options.imageSources),
  };
}
