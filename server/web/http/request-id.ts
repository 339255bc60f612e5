// X-Request-Id on the response, log lines and upstream calls. An incoming one is kept only from a
// TRUST_PROXY peer and as a plain token, so a visitor cannot write into our logs.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { TrustFunction } from "./client-address.js";

export const REQUEST_ID_HEADER = "x-request-id";
/** nginx's $request_id (32 hex), UUIDs and most tracing ids fit; nothing that could break a log line. */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const storage = new AsyncLocalStorage<string>();
const ids = new WeakMap<IncomingMessage, string>();

export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** The id given to this request (for code that runs outside its async context, e.g. proxy events). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return ids.get(req);
}

function peerIsTrusted(req: IncomingMessage, trust: TrustFunction): boolean {
  const peer = req.socket.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}

export function chooseRequestId(req: IncomingMessage, trust: TrustFunction): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id =
    typeof incoming === "string" && VALID_ID.test(incoming) && peerIsTrusted(req, trust) ? incoming : randomUUID();
  ids.set(req, id);
  return id;
}

export function runAsRequest<T>(id: string, work: () => T): T {
  return storage.run(id, work);
}
