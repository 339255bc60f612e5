// Express request -> Fetch Request. The origin is fixed: the Host header is the visitor's to forge.
import type { IncomingMessage } from "node:http";
import { bufferedBody } from "./page-post.js";

export const INTERNAL_ORIGIN = "http://localhost";

export function toFetchRequest(req: IncomingMessage, signal: AbortSignal, url: string): Request {
  const method = req.method ?? "GET";
  const methodTakesBody = method !== "GET" && method !== "HEAD";
  // No loader reads request headers; an action's form parser needs them (Content-Type). Copying
  // every header into a Fetch Headers object would be a large part of a page's work outside React.
  if (!methodTakesBody) return new Request(new URL(url, INTERNAL_ORIGIN), { method, signal });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  // page-post.ts has read the whole body (bounded in size and time) before any route code runs.
  const body = bufferedBody(req);
  return new Request(new URL(url, INTERNAL_ORIGIN), {
    method,
    headers,
    signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}
