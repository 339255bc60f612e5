// Fresh stored pages answered ahead of Express's router. An anonymous GET or HEAD of a page the page
// cache holds fresh (the usual request) gets the answer the middleware stack would give it, made by the
// same functions in the same order (request id, metrics, request log, nonce, security headers, the
// stored page's answer), without the router's nine layers in front of it, and with its headers written
// in one writeHead rather than set one by one (docs/render-performance.md "Fast path for stored pages").
// With the page cache off (PAGE_CACHE_ENTRIES=0), such a read is rendered here the same way, by the page
// handlers' own render. Everything else goes to Express untouched. test/server/stored-page-fast-path.test.ts
// and rendered-page-fast-path.test.ts keep the paths equal.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request } from "express";
import type { Logger } from "./logger.js";
import { chooseRequestId, REQUEST_ID_HEADER, runAsRequest } from "./request-id.js";
import { logWhenDone, type LoggedRequest } from "./request-log.js";
import { freshNonce, type SecurityHeaders } from "./security.js";
import type { NegotiatingRequest } from "./ssr/accepted-encodings.js";
import type { CachedPage } from "./ssr/cached-page.js";
import type { PageTarget } from "./ssr/page-key.js";
import type { PageRequest } from "./ssr/ssr-handler.js";
import { storedPageAnswer } from "./ssr/send-page.js";

export interface StoredPageFastPath {
  /** The page to send now, or null for Express (ssr-handler.ts's freshStoredPage). */
  freshStoredPage: (req: IncomingMessage) => CachedPage | null;
  /** With the page cache off: the page to render now, or null for Express (ssr-handler.ts's pageToRender). */
  pageToRender: (req: IncomingMessage) => PageTarget | null;
  renderPage: (req: PageRequest, res: ServerResponse, target: PageTarget, nonce: string) => Promise<void>;
  securityHeaders: SecurityHeaders;
  logger: Logger;
  /** The request metrics (http-metrics.ts's measureRequest); absent when metrics are off. */
  measure?: (req: Pick<Request, "method" | "originalUrl">, res: ServerResponse) => void;
}

/**
 * What the shared functions read of a request, taken from Express itself: its "trust proxy" setting
 * and its `req.ip` and `acceptsEncodings` run on this request. Express's own `app.handle` swaps each
 * request's and response's prototype for its own instead; that swap alone allocated about 9 KB per
 * request (a third of a stored page's), so the fast path lends the request these few properties.
 */
function expressView(app: Express, req: IncomingMessage): LoggedRequest & NegotiatingRequest {
  const request = Object.assign(req, { app, originalUrl: req.url ?? "", method: req.method ?? "" });
  const ip: unknown = Reflect.get(app.request, "ip", request);
  return Object.assign(request, { ip: typeof ip === "string" ? ip : undefined, acceptsEncodings });
}

/** Express's req.acceptsEncodings for one encoding, on a request that does not have Express's prototype. */
function acceptsEncodings(this: IncomingMessage & { app: Express }, encoding: string): string | false {
  const express: unknown = Reflect.get(this.app.request, "acceptsEncodings");
  if (typeof express !== "function") return false;
  const accepted: unknown = Reflect.apply(express, this, [encoding]);
  return typeof accepted === "string" ? accepted : false;
}

/**
 * Puts the fast path (stored pages, or pages to render with the page cache off) in front of `app`'s
 * router, for every server the app is given to (listen, supertest).
 */
export function answerPagesFirst(app: Express, fast: StoredPageFastPath): void {
  const handle: unknown = Reflect.get(app, "handle");
  if (typeof handle !== "function") throw new Error("this Express version has no app.handle");
  /** A page rendered for this request: the same layers' work, then the page handlers' render. */
  const rendered = (req: IncomingMessage, res: ServerResponse): boolean => {
    const target = fast.pageToRender(req);
    if (!target) return false;
    const id = chooseRequestId(req, app.get("trust proxy fn"));
    res.setHeader(REQUEST_ID_HEADER, id);
    const request = expressView(app, req);
    fast.measure?.(request, res);
    logWhenDone(fast.logger, request, res);
    const nonce = freshNonce();
    fast.securityHeaders.set(res, nonce);
    // As the request-id middleware runs the rest of the stack: log lines and upstream calls carry the id.
    runAsRequest(id, () => fast.renderPage(request, res, target, nonce)).catch((error: unknown) => {
      // renderPage answers its own errors; this is only what escapes even that.
      fast.logger.error({ err: error, url: req.url }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("伺服器發生錯誤");
      else res.destroy();
    });
    return true;
  };
  const answered = (req: IncomingMessage, res: ServerResponse): boolean => {
    const page = fast.freshStoredPage(req);
    if (!page) return rendered(req, res);
    // The order of the middleware in app.ts: id, metrics, log, nonce, security headers, the page.
    const headers = [REQUEST_ID_HEADER, chooseRequestId(req, app.get("trust proxy fn"))];
    const request = expressView(app, req);
    fast.measure?.(request, res);
    logWhenDone(fast.logger, request, res);
    const nonce = freshNonce();
    fast.securityHeaders.appendTo(headers, nonce);
    const answer = storedPageAnswer(request, page, nonce);
    for (const entry of answer.headers) headers.push(entry);
    res.writeHead(page.status, headers);
    if (answer.body) res.end(answer.body);
    else res.end();
    return true;
  };
  Reflect.set(app, "handle", (req: IncomingMessage, res: ServerResponse, callback?: unknown) => {
    let done: boolean;
    try {
      done = answered(req, res);
    } catch (error) {
      // Out here nothing would catch it (Express's router catches its layers' errors): a 500 as the
      // error handler sends, never a thrown request listener, which would end the process.
      fast.logger.error({ err: error, url: req.url }, "request failed");
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("伺服器發生錯誤");
      return;
    }
    if (!done) Reflect.apply(handle, app, [req, res, callback]);
  });
}
