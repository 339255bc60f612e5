// Whether a request takes gzip and brotli, by its Accept-Encoding header, remembered per header value:
// browsers send a handful of distinct values, and Express's negotiation parses and sorts the header
// on every call (a page asked it up to twice per request).
import type { Request } from "express";

export interface AcceptedEncodings {
  gzip: boolean;
  br: boolean;
}

/** Longer headers are negotiated every time rather than kept: a visitor cannot fill memory with them. */
const MAX_REMEMBERED_HEADER = 256;
const MAX_REMEMBERED = 64;
const remembered = new Map<string, AcceptedEncodings>();

/** What the negotiation reads of a request (an Express request, or the stored-page fast path's). */
export type NegotiatingRequest = Pick<Request, "headers"> & { acceptsEncodings(encoding: string): string | false };

export function acceptedEncodings(req: NegotiatingRequest): AcceptedEncodings {
  const header = req.headers["accept-encoding"] ?? "";
  const known = remembered.get(header);
  if (known) return known;
  const accepted = { gzip: req.acceptsEncodings("gzip") === "gzip", br: req.acceptsEncodings("br") === "br" };
  if (header.length <= MAX_REMEMBERED_HEADER) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, accepted);
  }
  return accepted;
}
