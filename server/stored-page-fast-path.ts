// Fresh stored pages answered ahead of Express's router. An anonymous GET or HEAD of a page the page
// cache holds fresh (the usual request) gets the answer the middleware stack would give it, made by the
// same functions in the same order (request id, metrics, request log, nonce, security headers, the
// stored page's answer), without the router's nine layers in front of it, and with its headers written
// in one writeHead rather than set one by one (docs/render-performance.md "Fast path").
// Everything else goes to Express untouched. test/server/stored-page-fast-path.test.ts keeps the two
// paths equal.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request, Response } from "express";
import type { Logger } from "./logger.js";
import { chooseRequestId, REQUEST_ID_HEADER } from "./request-id.js";
import { logWhenDone } from "./request-log.js";
import { freshNonce, type SecurityHeaders } from "./security.js";
import type { CachedPage } from "./ssr/cached-page.js";
import { storedPageAnswer } from "./ssr/send-page.js";

export interface StoredPageFastPath {
  /** The page to send now, or null for Express (ssr-handler.ts's freshStoredPage). */
  freshStoredPage: (req: IncomingMessage) => CachedPage | null;
  securityHeaders: SecurityHeaders;
  logger: Logger;
  /** The request metrics (http-metrics.ts's measureRequest); absent when metrics are off. */
  measure?: (req: Request, res: Response) => void;
}

/**
 * Express's own `app.handle` gives each request and response its request and response methods
 * (req.ip with the "trust proxy" setting, req.acceptsEncodings, res.status) this way before the router
 * runs; so does the fast path, so that the shared functions below see what they see under Express.
 */
function adoptExpress(app: Express, req: IncomingMessage, res: ServerResponse): req is Request {
  Object.setPrototypeOf(req, app.request);
  Object.setPrototypeOf(res, app.response);
  return true;
}
function isExpressResponse(res: ServerResponse): res is Response {
  return "status" in res;
}

/** Puts the fast path in front of `app`'s router, for every server the app is given to (listen, supertest). */
export function answerStoredPagesFirst(app: Express, fast: StoredPageFastPath): void {
  const handle: unknown = Reflect.get(app, "handle");
  if (typeof handle !== "function") throw new Error("this Express version has no app.handle");
  const answered = (req: IncomingMessage, res: ServerResponse): boolean => {
    const page = fast.freshStoredPage(req);
    if (!page || !adoptExpress(app, req, res) || !isExpressResponse(res)) return false;
    // Set by the router under Express; the request log and the metrics read them.
    req.originalUrl = req.url;
    req.res = res;
    res.req = req;
    // The order of the middleware in app.ts: id, metrics, log, nonce, security headers, the page.
    const headers = [REQUEST_ID_HEADER, chooseRequestId(req)];
    fast.measure?.(req, res);
    logWhenDone(fast.logger, req, res);
    const nonce = freshNonce();
    res.locals = { nonce };
    fast.securityHeaders.appendTo(headers, nonce);
    const answer = storedPageAnswer(req, page, nonce);
    for (const entry of answer.headers) headers.push(entry);
    res.writeHead(page.status, headers);
    if (answer.body) res.end(answer.body);
    else res.end();
    return true;
  };
  Reflect.set(app, "handle", (req: IncomingMessage, res: ServerResponse, callback?: unknown) => {
    if (!answered(req, res)) Reflect.apply(handle, app, [req, res, callback]);
  });
}
