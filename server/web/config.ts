// Environment -> typed Config, validated once at start-up; a bad value stops the process with a list of what is wrong.
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.js";

export interface Config {
  port: number;
  host: string;
  upstreamUrl: string | null;
  upstreamTimeoutMs: number;
  /** After a failed content call, how long its callers get the last good answer without a new call. */
  upstreamFailureMs: number;
  /** Fresh time of content and stored pages; then served stale up to this bound while one load refreshes. */
  contentTtlMs: number;
  contentStaleMs: number;
  logLevel: string;
  /** Where the payment form posts; its origin goes into the CSP form-action. Relative = same origin. */
  paymentGatewayUrl: string;
  mediaOrigins: string[];
  mapsFrameOrigin: string;
  renderTimeoutMs: number;
  bodyLimitBytes: number;
  /** Longer than a typical reverse proxy's idle timeout (60 s), so the proxy closes first. */
  keepAliveTimeoutMs: number;
  shutdownGraceMs: number;
  pageCacheEntries: number;
  /** Render the sitemap's pages into the page cache once after start-up (docs/architecture.md, "Caches"). */
  pageWarming: boolean;
  trustProxy: TrustProxy;
  /** Largest content answer read from the upstream; a larger one is abandoned (the section renders empty). */
  upstreamMaxBytes: number;
  upstreamMaxSockets: number;
  /** Longer than UPSTREAM_TIMEOUT_MS: a slow donation call may still create an order. */
  donationTimeoutMs: number;
  donationRateLimit: number;
  donationRateWindowMs: number;
  metricsPort: number | null;
  metricsHost: string;
  /** The site's public origin (no trailing slash): canonical URLs, og:url, JSON-LD, the sitemap, robots.txt. */
  publicUrl: string;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Below UPSTREAM_MAX_SOCKETS, so slow bodies streamed upstream cannot take its whole pool. */
  maxPendingBodies: number;
  maxPendingBodiesPerClient: number;
  images: ImageConfig;
  contentProbe: ContentProbeConfig;
}

export interface ContentProbeConfig {
  intervalMs: number;
  timeoutMs: number;
  misses: number;
  killGraceMs: number;
}

export interface ImageConfig {
  siteMediaUrl: string | null;
  cacheDir: string;
  cacheMaxBytes: number;
  maxSourceBytes: number;
  maxPixels: number;
  timeoutMs: number;
  concurrency: number;
  queueLimit: number;
  avif: boolean;
}

type Env = Record<string, string | undefined>;

export const SANDBOX_GATEWAY = "/api/payment-sandbox/checkout";

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const origin = (name: string, raw: string): string => {
    try {
      const url = new URL(raw);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
      return url.origin;
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${raw}")`);
      return "";
    }
  };

  const upstreamRaw = env.UPSTREAM_URL?.trim() || null;
  const upstreamUrl = upstreamRaw ? origin("UPSTREAM_URL", upstreamRaw) && upstreamRaw.replace(/\/+$/, "") : null;
  const gateway = env.PAYMENT_GATEWAY_URL?.trim() || SANDBOX_GATEWAY;
  if (!gateway.startsWith("/") || gateway.startsWith("//")) origin("PAYMENT_GATEWAY_URL", gateway);
  const mediaOrigins = (env.MEDIA_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => origin("MEDIA_ORIGINS", s));
  const siteMediaRaw = env.SITE_MEDIA_URL?.trim() || null;
  const siteMediaUrl = siteMediaRaw ? origin("SITE_MEDIA_URL", siteMediaRaw) && siteMediaRaw.replace(/\/+$/, "") : null;
  if (siteMediaUrl && /@|[?#]/.test(siteMediaUrl)) problems.push(`SITE_MEDIA_URL must have no user, query or fragment`);
  const pageWarming = env.PAGE_WARMING?.trim() || "on";
  if (pageWarming !== "on" && pageWarming !== "off")
    problems.push(`PAGE_WARMING must be on or off (got "${pageWarming}")`);
  const imageAvif = env.IMAGE_AVIF?.trim() || "on";
  if (imageAvif !== "on" && imageAvif !== "off") problems.push(`IMAGE_AVIF must be on or off (got "${imageAvif}")`);
  const logLevel = env.LOG_LEVEL?.trim() || "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (!trustProxy.ok) problems.push(trustProxy.problem);

  const port = int("PORT", 3000, 0, 65535);
  const config: Config = {
    port,
    host: env.HOST?.trim() || "0.0.0.0",
    upstreamUrl,
    upstreamTimeoutMs: int("UPSTREAM_TIMEOUT_MS", 5000, 100, 120_000),
    upstreamFailureMs: int("UPSTREAM_FAILURE_MS", 5000, 0, 60_000),
    contentTtlMs: int("CONTENT_TTL_MS", 30_000, 0, 86_400_000),
    // Seven days by default, up to 30: a stored page outlives a long upstream outage, as ISR's would.
    contentStaleMs: int("CONTENT_STALE_MS", 604_800_000, 0, 2_592_000_000),
    logLevel,
    paymentGatewayUrl: gateway,
    mediaOrigins,
    mapsFrameOrigin: origin("MAPS_FRAME_ORIGIN", env.MAPS_FRAME_ORIGIN?.trim() || "https://www.google.com"),
    renderTimeoutMs: int("RENDER_TIMEOUT_MS", 10_000, 100, 120_000),
    bodyLimitBytes: int("BODY_LIMIT_BYTES", 16_384, 1024, 10_485_760),
    keepAliveTimeoutMs: int("KEEP_ALIVE_TIMEOUT_MS", 65_000, 1000, 600_000),
    shutdownGraceMs: int("SHUTDOWN_GRACE_MS", 10_000, 0, 120_000),
    pageCacheEntries: int("PAGE_CACHE_ENTRIES", 500, 0, 100_000),
    pageWarming: pageWarming === "on",
    trustProxy: trustProxy.ok ? trustProxy.value : false,
    upstreamMaxBytes: int("UPSTREAM_MAX_BYTES", 2 * 1024 * 1024, 16 * 1024, 32 * 1024 * 1024),
    upstreamMaxSockets: int("UPSTREAM_MAX_SOCKETS", 64, 1, 1024),
    donationTimeoutMs: int("DONATION_TIMEOUT_MS", 30_000, 1000, 300_000),
    donationRateLimit: int("DONATION_RATE_LIMIT", 10, 1, 100_000),
    donationRateWindowMs: int("DONATION_RATE_WINDOW_MS", 600_000, 1000, 86_400_000),
    metricsPort: env.METRICS_PORT?.trim() ? int("METRICS_PORT", 0, 1, 65535) : null,
    metricsHost: env.METRICS_HOST?.trim() || "127.0.0.1",
    publicUrl: publicUrlOf(env.PUBLIC_URL?.trim() || `http://localhost:${port}`, problems),
    headersTimeoutMs: int("HEADERS_TIMEOUT_MS", 10_000, 500, 120_000),
    bodyTimeoutMs: int("BODY_TIMEOUT_MS", 10_000, 500, 120_000),
    maxPendingBodies: int("MAX_PENDING_BODIES", 32, 1, 100_000),
    maxPendingBodiesPerClient: int("MAX_PENDING_BODIES_PER_CLIENT", 8, 1, 100_000),
    images: {
      siteMediaUrl,
      cacheDir: env.IMAGE_CACHE_DIR?.trim() || "data/image-cache",
      cacheMaxBytes: int("IMAGE_CACHE_MB", 1024, 16, 1_048_576) * 1024 * 1024,
      maxSourceBytes: int("IMAGE_SOURCE_MAX_MB", 25, 1, 200) * 1024 * 1024,
      maxPixels: int("IMAGE_SOURCE_MAX_MEGAPIXELS", 50, 1, 268) * 1_000_000,
      timeoutMs: int("IMAGE_TIMEOUT_MS", 15_000, 1000, 120_000),
      concurrency: int("IMAGE_CONCURRENCY", 1, 1, 16),
      queueLimit: int("IMAGE_QUEUE_LIMIT", 500, 1, 100_000),
      avif: imageAvif === "on",
    },
    contentProbe: {
      intervalMs: int("CONTENT_PROBE_INTERVAL_MS", 2000, 100, 60_000),
      timeoutMs: int("CONTENT_PROBE_TIMEOUT_MS", 1000, 50, 60_000),
      misses: int("CONTENT_PROBE_MISSES", 3, 1, 100),
      killGraceMs: int("CONTENT_KILL_GRACE_MS", 2000, 0, 60_000),
    },
  };
  if (config.contentProbe.timeoutMs > config.contentProbe.intervalMs) {
    problems.push(
      `CONTENT_PROBE_TIMEOUT_MS (${config.contentProbe.timeoutMs}) must not be longer than CONTENT_PROBE_INTERVAL_MS (${config.contentProbe.intervalMs})`,
    );
  }
  if (config.donationTimeoutMs < config.upstreamTimeoutMs) {
    problems.push(
      `DONATION_TIMEOUT_MS (${config.donationTimeoutMs}) must not be shorter than UPSTREAM_TIMEOUT_MS (${config.upstreamTimeoutMs})`,
    );
  }
  if (config.metricsPort !== null && config.metricsPort === config.port) {
    problems.push(`METRICS_PORT must differ from PORT (both ${config.port})`);
  }
  if (env.NODE_ENV?.trim() === "production") problems.push(...productionProblems(env));
  if (problems.length > 0) throw new Error(configurationMessage("Invalid configuration", problems));
  return config;
}

/** Production's public origin is in every page: two instances left to guess it would disagree, and so would their ETags. */
function productionProblems(env: Env): string[] {
  return env.PUBLIC_URL?.trim()
    ? []
    : ["PUBLIC_URL must be set in production: the site's https origin, such as https://www.example.org"];
}

export function configurationMessage(title: string, problems: readonly string[]): string {
  return problems.length === 1 ? `${title}: ${problems[0]}` : `${title}:\n  - ${problems.join("\n  - ")}`;
}

/** PUBLIC_URL: an http(s) origin; the site is served at its root, so no path, query or credentials. */
function publicUrlOf(raw: string, problems: string[]): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
    if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) throw new Error("parts");
    return url.origin;
  } catch {
    problems.push(`PUBLIC_URL must be an http(s) origin such as https://www.example.org (got "${raw}")`);
    return "";
  }
}

export function gatewayOrigin(config: Config): string | null {
  return config.paymentGatewayUrl.startsWith("/") ? null : new URL(config.paymentGatewayUrl).origin;
}
