// X-Request-Id: one id per request, on the response, on every log line written while the request is
// handled (logger.ts reads it from here) and on every call to the upstream it causes.
// An incoming id is kept only when the direct peer is a trusted proxy by TRUST_PROXY (the same rule
// that lets the client address come from X-Forwarded-For: client-address.ts) and it is a plain short token;
// from anyone else it is replaced, so a visitor cannot write what they like into our logs.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { TrustFunction } from "./client-address.js";

export const REQUEST_ID_HEADER = "x-request-id";
/** nginx's $request_id (32 hex), UUIDs and most tracing ids fit; nothing that could break a log line. */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const storage = new AsyncLocalStorage<string>();
const ids = new WeakMap<IncomingMessage, string>();

/** The id of the request whose work is running now (also in timers and promises it started). */
export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** The id given to this request (for code that runs outside its async context, e.g. proxy events). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return ids.get(req);
}

/** Is the socket's peer a proxy we trust? */
function peerIsTrusted(req: IncomingMessage, trust: TrustFunction): boolean {
  const peer = req.socket.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}

/** Chooses this request's id and remembers it for `requestIdOf`. */
export function chooseRequestId(req: IncomingMessage, trust: TrustFunction): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id =
    typeof incoming === "string" && VALID_ID.test(incoming) && peerIsTrusted(req, trust) ? incoming : randomUUID();
  ids.set(req, id);
  return id;
}

/** Runs `work` as the request with this id: log lines and upstream calls it makes carry the id. */
export function runAsRequest<T>(id: string, work: () => T): T {
  return storage.run(id, work);
}
