// The headers that cross the proxy, both ways, as allow-lists: hop-by-hop headers, cookies, credentials
// and a client's X-Forwarded-* stay behind; so do the upstream's cookies, CORS and security headers.
import { REQUEST_ID_HEADER, requestIdOf } from "../http/request-id.js";
import type { IncomingHttpHeaders } from "node:http";
import type { Request } from "express";
import type { AnswerKind } from "./allowed-answers.js";

const REQUEST_HEADERS = [
  "accept",
  "accept-encoding",
  "accept-language",
  "content-type",
  "content-length",
  "range",
  "if-range",
  "if-none-match",
  "if-modified-since",
] as const;

const ANSWER_HEADERS = [
  "content-type",
  "content-length",
  "content-encoding",
  "content-range",
  "content-language",
  "accept-ranges",
  "cache-control",
  "expires",
  "etag",
  "last-modified",
  "vary",
  "retry-after",
] as const;

/** The embedded sandbox's pages bring their own, stricter policy for their form. */
const SANDBOX_ANSWER_HEADERS = ["location", "content-security-policy"] as const;

/** X-Forwarded-* as Express derived them under TRUST_PROXY. */
export function upstreamRequestHeaders(req: Request, upstreamHost: string): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { host: upstreamHost };
  for (const name of REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  if (req.ip) headers["x-forwarded-for"] = req.ip;
  headers["x-forwarded-proto"] = req.protocol;
  if (req.host) headers["x-forwarded-host"] = req.host;
  // Ours, not the one the visitor sent (request-id.ts keeps that only from a trusted proxy).
  const id = requestIdOf(req);
  if (id !== undefined) headers[REQUEST_ID_HEADER] = id;
  return headers;
}

export function visitorAnswerHeaders(
  kind: AnswerKind,
  upstream: Record<string, string | string[] | undefined>,
): Record<string, string> {
  // The gateway's browser return is only a redirect back (checkAnswer: 303, site-relative).
  const names: readonly string[] =
    kind === "sandbox"
      ? [...ANSWER_HEADERS, ...SANDBOX_ANSWER_HEADERS]
      : kind === "gateway-result" || kind === "gateway-redirect"
        ? [...ANSWER_HEADERS, "location"]
        : ANSWER_HEADERS;
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = upstream[name];
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}
