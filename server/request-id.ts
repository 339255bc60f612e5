// X-Request-Id: one id per request, on the response, on every log line written while the request is
// handled (logger.ts reads it from here) and on every call to the upstream it causes.
// An incoming id is kept only when the direct peer is a trusted proxy by the app's "trust proxy"
// setting (the same rule that lets req.ip read X-Forwarded-For) and it is a plain short token;
// from anyone else it is replaced, so a visitor cannot write what they like into our logs.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";

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

type TrustFn = (address: string, hop: number) => boolean;

/** Is the socket's peer a proxy we trust? `trust`: the app's "trust proxy fn", Express's compiled "trust proxy". */
function peerIsTrusted(req: IncomingMessage, trust: unknown): boolean {
  const peer = req.socket.remoteAddress;
  return typeof trust === "function" && peer !== undefined && (trust as TrustFn)(peer, 0);
}

/** Chooses this request's id and remembers it for `requestIdOf`; `trust` as for peerIsTrusted. */
export function chooseRequestId(req: IncomingMessage, trust: unknown): string {
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

export function requestId() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const id = chooseRequestId(req, req.app.get("trust proxy fn"));
    res.setHeader(REQUEST_ID_HEADER, id);
    storage.run(id, next);
  };
}
