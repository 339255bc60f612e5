// Whether a request takes gzip and brotli (`accepts`), remembered per header value.
import type { IncomingMessage } from "node:http";
import accepts from "accepts";

export interface AcceptedEncodings {
  gzip: boolean;
  br: boolean;
}

/** Longer headers are negotiated every time rather than kept: a visitor cannot fill memory with them. */
const MAX_REMEMBERED_HEADER = 256;
const MAX_REMEMBERED = 64;
const remembered = new Map<string, AcceptedEncodings>();

export function acceptedEncodings(req: IncomingMessage): AcceptedEncodings {
  const header = req.headers["accept-encoding"] ?? "";
  const known = remembered.get(header);
  if (known) return known;
  const negotiation = accepts(req);
  const accepted = { gzip: negotiation.encodings("gzip") === "gzip", br: negotiation.encodings("br") === "br" };
  if (header.length <= MAX_REMEMBERED_HEADER) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, accepted);
  }
  return accepted;
}
