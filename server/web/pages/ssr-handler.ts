// The page handlers: anonymous page reads (page-read.ts) from the page cache, answered in front of
// Express; and Express's catch-all for the rest: route data for client navigations, not-found pages,
// and renders for one visitor (POSTs, personal pages, degraded or live data, errors).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { createStaticHandler, type RouteObject, type StaticHandler, type StaticHandlerContext } from "react-router";
import { forSharedAnswer } from "../cache/shared-answer.js";
import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import type { MetricsRecorder } from "../observability/metrics/recorder.js";
import { CSP_HEADER, freshNonce, type SecurityHeaders } from "../http/security-headers.js";
import type { HtmlMemo } from "../../../shared/ui/memo-html.js";
import { createRequestApi } from "../upstream/request-api.js";
import type { UpstreamClient } from "../upstream/upstream-client.js";
import { isPageHandle } from "../../../shared/routes/lazy-page.js";
import { loadDeferredSections } from "../../../shared/ui/deferred-section.js";
import { ROUTE_DATA_PARAM } from "../../../shared/lib/paths.js";
import { acceptedEncodings } from "./accepted-encodings.js";
import { createBranchHandlers } from "./branch-handlers.js";
import { createHtmlBody } from "./html-body.js";
import { INTERNAL_ORIGIN, toFetchRequest } from "./fetch-request.js";
import type { HtmlShell } from "./html-shell.js";
import { hydrationJson } from "./hydration-data.js";
import type { PageCache, PageOutcome } from "./page-cache.js";
import { pageTarget, type PageTarget } from "./page-key.js";
import { MAX_SHARED_URL } from "./page-read.js";
import { renderToStream, renderToString } from "./render-page.js";
import { sendRouteData } from "./route-data.js";
import {
  PRIVATE_NO_STORE,
  publicPageCacheControl,
  sendFetchResponse,
  sendServerError,
  sendStoredPage,
} from "./send-page.js";
import { StoredPage } from "./stored-page.js";

export interface SsrDeps {
  routes: RouteObject[];
  config: Config;
  logger: Logger;
  upstream: UpstreamClient;
  shell: HtmlShell;
  pageCache: PageCache;
  metrics: MetricsRecorder;
  security: SecurityHeaders;
  /** Remembered sub-tree HTML (FRAGMENT_CACHE); null renders every part each time. */
  htmlMemo: HtmlMemo | null;
}

/** The lazily loaded page modules a render used. */
function pageModules(context: StaticHandlerContext): string[] {
  return context.matches.flatMap((match) => (isPageHandle(match.route.handle) ? [match.route.handle.module] : []));
}

const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse/i;

export interface PageHandlers {
  /** Express's catch-all, last in its stack: everything that is not an anonymous page read. */
  pages: RequestHandler;
  /** Answers an anonymous page read (page-read.ts) from the page cache, rendering into it when needed. */
  answerRead: (req: IncomingMessage, res: ServerResponse, target: PageTarget) => Promise<void>;
  /** Renders a page into the page cache, unless it holds one already (start-up warming). */
  warm: (target: PageTarget) => Promise<PageOutcome | null>;
}

export function createPageHandlers(deps: SsrDeps): PageHandlers {
  const { routes, config, logger, upstream, shell, pageCache, metrics, security, htmlMemo } = deps;
  const tableHandler = createStaticHandler(routes);
  const branchHandler = createBranchHandlers();
  const publicCacheControl = publicPageCacheControl(config);
  /** A page of the route table gets its branch's handler; anything else (not found, posts) the whole table's. */
  const handlerFor = (target: PageTarget | null): StaticHandler =>
    target && !target.notFound ? branchHandler(target.branchKey, target.branch) : tableHandler;

  /** Runs the loaders; renders once, whole, when the result may serve every visitor. */
  async function produce(request: Request, forPageCache: boolean, handler: StaticHandler): Promise<PageOutcome> {
    const requestApi = createRequestApi(upstream, logger);
    const result = await handler.query(request, {
      requestContext: { api: requestApi.api, paymentGatewayUrl: config.paymentGatewayUrl, publicUrl: config.publicUrl },
    });
    if (result instanceof Response) return { kind: "response", response: result };
    // Deferred page sections load once per process; rendered whole, a page never suspends on them.
    await loadDeferredSections();
    // 200 and 404 pages are the same for every visitor; errors, degraded and live data are not reused.
    const sameForEveryVisitor =
      (result.statusCode === 200 || result.statusCode === 404) && !requestApi.degraded && !requestApi.usedLiveData;
    if (!forPageCache || !sameForEveryVisitor) return { kind: "live", context: result, degraded: requestApi.degraded };
    const renderStart = performance.now();
    const rendered = await renderToString({
      routes: handler.dataRoutes,
      context: result,
      nonce: null,
      timeoutMs: config.renderTimeoutMs,
      memo: htmlMemo,
    });
    metrics.render("string", (performance.now() - renderStart) / 1000);
    const html =
      shell.head(rendered.headTags, shell.preloadTags(pageModules(result))) +
      rendered.body +
      shell.tail(hydrationJson(result));
    return { kind: "page", page: await StoredPage.of(html, result.statusCode) };
  }

  /**
   * One render per page key at a time, however many visitors ask for it; stored if the same for every
   * visitor. It reads fresh content only: what it stores is served as fresh (cache/shared-answer.ts).
   */
  function produceShared(target: PageTarget): Promise<PageOutcome> {
    return pageCache.get(target.key, () =>
      forSharedAnswer(() =>
        produce(
          new Request(new URL(target.url, INTERNAL_ORIGIN), { signal: AbortSignal.timeout(config.renderTimeoutMs) }),
          true,
          handlerFor(target),
        ),
      ),
    );
  }

  /** A render for one visitor: whole when nothing suspends, else streamed with a nonce. Never stored. */
  function streamLive(
    req: IncomingMessage,
    res: ServerResponse,
    handler: StaticHandler,
    context: StaticHandlerContext,
  ): void {
    const renderStart = performance.now();
    const url = req.url ?? "";
    // A visitor who leaves (closes the tab) is not an error: the request log has its one line.
    let left = false;
    const abort = renderToStream(
      { routes: handler.dataRoutes, context, timeoutMs: config.renderTimeoutMs, memo: htmlMemo },
      BOT.test(req.headers["user-agent"] ?? ""),
      {
        streamNonce: () => {
          const nonce = freshNonce();
          res.setHeader(CSP_HEADER, security.streamedPolicy(nonce));
          return nonce;
        },
        start: (headTags) => {
          res.statusCode = context.statusCode;
          res.setHeader("content-type", "text/html; charset=utf-8");
          // One visitor's answer (a POST's, a personal page, a degraded or live render, an error):
          // kept by no cache, not even the browser's.
          res.setHeader("cache-control", PRIVATE_NO_STORE);
          res.setHeader("vary", "Accept-Encoding");
          // Compressed here (html-body.ts), never by the compression middleware.
          const body = createHtmlBody(res, acceptedEncodings(req));
          body.write(shell.head(headTags, shell.preloadTags(pageModules(context))));
          return body;
        },
        fail: (error) => {
          if (left) return;
          logger.error({ err: error, url }, "render failed before the shell");
          sendServerError(res);
        },
        done: (body) => {
          metrics.render("stream", (performance.now() - renderStart) / 1000);
          body.end(shell.tail(hydrationJson(context)));
        },
      },
      (error) => {
        if (!left) logger.error({ err: error, url }, "render error");
      },
    );
    res.once("close", () => {
      if (res.writableFinished) return;
      left = true;
      abort(new Error("the visitor left"));
    });
  }

  /** Sends an outcome: a stored page as stored, a Response as it is, anything else rendered for this visitor. */
  async function sendOutcome(
    req: IncomingMessage,
    res: ServerResponse,
    outcome: PageOutcome,
    handler: StaticHandler,
    key: string | null,
  ): Promise<void> {
    if (outcome.kind === "page")
      sendStoredPage(req, res, outcome.page, publicCacheControl, key === null ? null : pageCache.ageOf(key));
    else if (outcome.kind === "response") {
      res.setHeader("cache-control", PRIVATE_NO_STORE);
      await sendFetchResponse(res, outcome.response);
    } else streamLive(req, res, handler, outcome.context);
  }

  /**
   * Answers a page request: `target` shared (one render for every visitor, the page cache's) or else
   * rendered for this request, with the handler and URL of `branch` when it names a page of the route
   * table. `failedLate`: an error once the answer has begun.
   */
  async function servePage(
    req: IncomingMessage & { method: string; originalUrl: string },
    res: ServerResponse,
    target: PageTarget | null,
    failedLate: (error: unknown) => void,
    branch: PageTarget | null = target,
  ): Promise<void> {
    try {
      const handler = handlerFor(branch);
      let outcome: PageOutcome;
      if (target) outcome = await produceShared(target);
      else {
        const controller = new AbortController();
        // Only a visitor who left aborts: an AbortError per finished response is costly garbage.
        res.on("close", () => {
          if (!res.writableFinished) controller.abort();
        });
        outcome = await produce(toFetchRequest(req, controller.signal, branch?.url), false, handler);
      }
      await sendOutcome(req, res, outcome, handler, target?.key ?? null);
    } catch (error) {
      // The visitor left and the request's work was aborted: the request log has its one line.
      if (req.socket.destroyed) return;
      logger.error({ err: error, url: req.originalUrl }, "page failed");
      if (res.headersSent) failedLate(error);
      else sendServerError(res);
    }
  }

  const answerRead = async (req: IncomingMessage, res: ServerResponse, target: PageTarget): Promise<void> => {
    // A fresh stored page, the usual case, is sent synchronously: no promise on the way.
    const stored = pageCache.freshValue(target.key);
    if (stored?.kind === "page")
      return sendStoredPage(req, res, stored.page, publicCacheControl, pageCache.ageOf(target.key));
    // Nothing stored: the browser may start on the stylesheet and the entry script while the page renders
    // (HTTP/1.1 and later only: a 1xx answer means nothing to an HTTP/1.0 client; EARLY_HINTS=off behind
    // a proxy that breaks on them, docs/deploying.md).
    if (config.earlyHints && !pageCache.has(target.key) && (req.httpVersionMajor > 1 || req.httpVersionMinor >= 1))
      res.writeEarlyHints({ link: shell.earlyHints });
    const request = Object.assign(req, { method: req.method ?? "GET", originalUrl: req.url ?? "" });
    // The page cache off (PAGE_CACHE_ENTRIES=0): rendered for this visitor, as its branch, never stored.
    const shared = config.pageCacheEntries > 0;
    // Once the answer has begun nothing else can be said: the connection is closed.
    await servePage(request, res, shared ? target : null, () => res.destroy(), target);
  };

  const pages: RequestHandler = async (req, res, next) => {
    const url = new URL(req.originalUrl, INTERNAL_ORIGIN);
    const routeId = url.searchParams.get(ROUTE_DATA_PARAM);
    if (routeId !== null && req.method === "GET") {
      try {
        url.searchParams.delete(ROUTE_DATA_PARAM);
        const controller = new AbortController();
        // Only a visitor who left aborts: an AbortError per finished response is costly garbage.
        res.on("close", () => {
          if (!res.writableFinished) controller.abort();
        });
        const requestApi = createRequestApi(upstream, logger);
        await sendRouteData(
          tableHandler,
          new Request(url, { signal: controller.signal }),
          routeId,
          { api: requestApi.api, paymentGatewayUrl: config.paymentGatewayUrl, publicUrl: config.publicUrl },
          res,
          logger,
        );
      } catch (error) {
        if (req.socket.destroyed) return;
        logger.error({ err: error, url: req.originalUrl }, "page failed");
        if (res.headersSent) next(error);
        else sendServerError(res);
      }
      return;
    }
    // Not-found pages are shared too (one render for every unknown URL); longer URLs are rendered per request.
    const shared =
      (req.method === "GET" || req.method === "HEAD") &&
      req.originalUrl.length <= MAX_SHARED_URL &&
      config.pageCacheEntries > 0;
    await servePage(req, res, shared ? pageTarget(routes, url) : null, next);
  };

  const warm = async (target: PageTarget): Promise<PageOutcome | null> =>
    pageCache.has(target.key) ? null : produceShared(target);

  return { pages, answerRead, warm };
}
