// Express request -> Fetch API Request for the static handler. The URL's origin is fixed: loaders
// only need path and query, and the Host header is the visitor's to forge.
import { Readable } from "node:stream";
import type { Request as ExpressRequest } from "express";

export const INTERNAL_ORIGIN = "http://localhost";

export function toFetchRequest(req: ExpressRequest, signal: AbortSignal, url: string = req.originalUrl): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(url, INTERNAL_ORIGIN), {
    method: req.method,
    headers,
    signal,
    // The body limit is enforced before this point (app.ts), so streaming it in is bounded.
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  });
}
