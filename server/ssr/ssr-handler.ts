// The catch-all page handler: route data for client navigations, cached pages for anonymous GETs,
// a streamed render for everything that must not be reused (errors, degraded or live data, POSTs).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createStaticHandler, type RouteObject, type StaticHandler, type StaticHandlerContext } from "react-router";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { MetricsRecorder } from "../metrics/recorder.js";
import type { HtmlMemo } from "../../shared/ui/memo-html.js";
import { nonceOf } from "../security.js";
import { createRequestApi } from "../upstream/request-api.js";
import type { UpstreamClient } from "../upstream/upstream-client.js";
import { isPageHandle } from "../../shared/routes/lazy-page.js";
import { loadDeferredSections } from "../../shared/ui/deferred-section.js";
import { ROUTE_DATA_PARAM } from "../../shared/lib/paths.js";
import { acceptedEncodings, type NegotiatingRequest } from "./accepted-encodings.js";
import { createBranchHandlers } from "./branch-handlers.js";
import { CachedPage } from "./cached-page.js";
import { createHtmlBody } from "./html-body.js";
import { INTERNAL_ORIGIN, toFetchRequest } from "./fetch-request.js";
import type { HtmlShell } from "./html-shell.js";
import { hydrationScript } from "./hydration-data.js";
import type { PageCache, PageOutcome } from "./page-cache.js";
import { isPersonalPage, pageTarget, type PageTarget } from "./page-key.js";
import { hasBody, MAX_SHARED_URL, rawPageTarget } from "./raw-page-target.js";
import { renderToStream, renderToString } from "./render-page.js";
import { sendRouteData } from "./route-data.js";
import { HTML_CACHE_CONTROL, sendCachedPage, sendFetchResponse, sendServerError } from "./send-page.js";

export interface SsrDeps {
  routes: RouteObject[];
  config: Config;
  logger: Logger;
  upstream: UpstreamClient;
  shell: HtmlShell;
  pageCache: PageCache;
  metrics: MetricsRecorder;
  /** Remembered sub-tree HTML (FRAGMENT_CACHE); null renders every part each time. */
  htmlMemo: HtmlMemo | null;
}

/** The lazily loaded page modules a render used. */
function pageModules(context: StaticHandlerContext): string[] {
  return context.matches.flatMap((match) => (isPageHandle(match.route.handle) ? [match.route.handle.module] : []));
}

const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse/i;

export interface PageHandlers {
  /** Every page request: the catch-all, last in the stack. */
  pages: RequestHandler;
  /** Anonymous reads of shared pages only, early in the stack; everything else is passed on. */
  sharedPages: RequestHandler;
  /**
   * The page `sharedPages` would send at once (fresh in the page cache) for this request, or null:
   * for the fast path ahead of Express (server/stored-page-fast-path.ts), which sees the raw request.
   */
  freshStoredPage: (req: IncomingMessage) => CachedPage | null;
  /** With the page cache off: the page this request renders, as `sharedPages` would render it, or null (the fast path). */
  pageToRender: (req: IncomingMessage) => PageTarget | null;
  /** Renders `target` for this request on a response without Express's prototype (the fast path's). */
  renderPage: (req: PageRequest, res: ServerResponse, target: PageTarget, nonce: string) => Promise<void>;
}

/** What a page's answer reads of the request: an Express request, or the fast path's raw one with these lent. */
export type PageRequest = IncomingMessage &
  NegotiatingRequest & { method: string; originalUrl: string; headers: IncomingMessage["headers"] };

export function createPageHandlers(deps: SsrDeps): PageHandlers {
  const { routes, config, logger, upstream, shell, pageCache, metrics, htmlMemo } = deps;
  const tableHandler = createStaticHandler(routes);
  const branchHandler = createBranchHandlers();
  /** A page of the route table gets its branch's handler; anything else (not found, posts) the whole table's. */
  const handlerFor = (target: PageTarget | null): StaticHandler =>
    target && !target.notFound ? branchHandler(target.branchKey, target.branch) : tableHandler;
  // Stands in for the nonce in stored pages; random per process, so content cannot contain it.
  const placeholder = `nonce-${randomBytes(18).toString("hex")}`;

  /** Runs the loaders; renders once with the placeholder when the result may serve every visitor. */
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
    if (!forPageCache || !sameForEveryVisitor) return { kind: "live", context: result };
    const renderStart = performance.now();
    const rendered = await renderToString({
      routes: handler.dataRoutes,
      context: result,
      nonce: placeholder,
      timeoutMs: config.renderTimeoutMs,
      memo: htmlMemo,
    });
    metrics.render("string", (performance.now() - renderStart) / 1000);
    const html =
      shell.head(placeholder, rendered.headTags, shell.preloadTags(pageModules(result))) +
      rendered.body +
      shell.tail(placeholder, hydrationScript(result));
    return { kind: "page", page: new CachedPage(html, placeholder, result.statusCode) };
  }

  /** One render per page key at a time, however many visitors ask for it; stored if the same for every visitor. */
  function produceShared(target: PageTarget): Promise<PageOutcome> {
    return pageCache.get(target.key, () =>
      produce(
        new Request(new URL(target.url, INTERNAL_ORIGIN), { signal: AbortSignal.timeout(config.renderTimeoutMs) }),
        true,
        handlerFor(target),
      ),
    );
  }

  function streamLive(
    req: PageRequest,
    res: ServerResponse,
    handler: StaticHandler,
    context: StaticHandlerContext,
    nonce: string,
  ): void {
    const renderStart = performance.now();
    // A visitor who leaves (closes the tab) is not an error: the request log has its one line.
    let left = false;
    const abort = renderToStream(
      { routes: handler.dataRoutes, context, nonce, timeoutMs: config.renderTimeoutMs, memo: htmlMemo },
      BOT.test(req.headers["user-agent"] ?? ""),
      {
        start: (headTags) => {
          // A status of our own render: Express's checks in res.status() have nothing to catch.
          res.statusCode = context.statusCode;
          res.setHeader("content-type", "text/html; charset=utf-8");
          // A POST's answer (a donation's payment form, or the form again with what was typed) is one visitor's own,
          // and so is a personal page (an ATM account): kept by no cache, not even the browser's.
          const personal = isPersonalPage(context.matches.map((match) => match.route.id));
          res.setHeader(
            "cache-control",
            (req.method === "GET" || req.method === "HEAD") && !personal ? HTML_CACHE_CONTROL : "no-store",
          );
          res.setHeader("vary", "Accept-Encoding");
          // Compressed here (html-body.ts), never by the compression middleware.
          const body = createHtmlBody(res, acceptedEncodings(req));
          body.write(shell.head(nonce, headTags, shell.preloadTags(pageModules(context))));
          return body;
        },
        fail: (error) => {
          if (left) return;
          logger.error({ err: error, url: req.originalUrl }, "render failed before the shell");
          sendServerError(res);
        },
        done: (body) => {
          metrics.render("stream", (performance.now() - renderStart) / 1000);
          body.end(shell.tail(nonce, hydrationScript(context)));
        },
      },
      (error) => {
        if (!left) logger.error({ err: error, url: req.originalUrl }, "render error");
      },
    );
    res.once("close", () => {
      if (res.writableFinished) return;
      left = true;
      abort(new Error("the visitor left"));
    });
  }

  /**
   * Answers a page request from its outcome: `shared`, one render for every visitor (the page cache's);
   * else rendered for this request, with its branch's handler when `target` names one. `failedLate`:
   * an error once the answer has begun (Express's error handler, or the fast path's).
   */
  async function servePage(
    req: PageRequest,
    res: ServerResponse,
    nonce: string,
    failedLate: (error: unknown) => void,
    target: PageTarget | null,
    shared: boolean,
  ): Promise<void> {
    try {
      let outcome: PageOutcome;
      const handler = handlerFor(target);
      if (target && shared) {
        outcome = await produceShared(target);
      } else {
        const controller = new AbortController();
        // Only a visitor who left aborts: an AbortError per finished response is costly garbage.
        res.on("close", () => {
          if (!res.writableFinished) controller.abort();
        });
        outcome = await produce(toFetchRequest(req, controller.signal), false, handler);
      }
      if (outcome.kind === "response") await sendFetchResponse(res, outcome.response);
      else if (outcome.kind === "page") sendCachedPage(req, res, outcome.page, nonce);
      else streamLive(req, res, handler, outcome.context, nonce);
    } catch (error) {
      // The visitor left and the request's work was aborted: the request log has its one line.
      if (req.socket.destroyed) return;
      logger.error({ err: error, url: req.originalUrl }, "page failed");
      if (res.headersSent) failedLate(error);
      else sendServerError(res);
    }
  }

  /** The shared page a GET or HEAD asks for, or null when it is rendered per request. */
  function sharedTarget(req: ExpressRequest, url: URL): PageTarget | null {
    const eligible =
      (req.method === "GET" || req.method === "HEAD") &&
      req.originalUrl.length <= MAX_SHARED_URL &&
      config.pageCacheEntries > 0;
    return eligible ? pageTarget(routes, url) : null;
  }

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
    const target = sharedTarget(req, url);
    await servePage(req, res, nonceOf(res), next, target, target !== null);
  };

  /**
   * The same answer as `pages` for an anonymous read of a shared page of the route table, mounted ahead
   * of the handlers that never answer such a URL (images, sitemap, proxy, body guard, form posts): a
   * stored page then passes a dozen fewer layers. Anything else (not-found URLs, which are every other
   * handler's paths, route data, a request with a body) goes on down the stack.
   */
  const sharedPages: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || hasBody(req) || req.originalUrl.length > MAX_SHARED_URL)
      return next();
    const url = new URL(req.originalUrl, INTERNAL_ORIGIN);
    const target = url.searchParams.has(ROUTE_DATA_PARAM) ? null : pageTarget(routes, url);
    if (!target || target.notFound) return next();
    // The page cache off (PAGE_CACHE_ENTRIES=0): rendered for this request, as `pages` would.
    if (config.pageCacheEntries === 0) return servePage(req, res, nonceOf(res), next, target, false);
    // A fresh stored page, the usual case, is sent synchronously: no promise on the way.
    const stored = pageCache.fresh(target.key);
    if (stored?.kind === "page") return sendCachedPage(req, res, stored.page, nonceOf(res));
    return servePage(req, res, nonceOf(res), next, target, true);
  };

  const freshStoredPage = (req: IncomingMessage): CachedPage | null => {
    if (config.pageCacheEntries <= 0) return null;
    const page = rawPageTarget(routes, req);
    const stored = page ? pageCache.fresh(page.key) : undefined;
    return stored?.kind === "page" ? stored.page : null;
  };

  const pageToRender = (req: IncomingMessage): PageTarget | null =>
    config.pageCacheEntries === 0 ? rawPageTarget(routes, req) : null;

  const renderPage = (req: PageRequest, res: ServerResponse, target: PageTarget, nonce: string): Promise<void> =>
    // Once the answer has begun nothing else can be said: the connection is closed, as Express's error handler does.
    servePage(req, res, nonce, () => res.destroy(), target, false);

  return { pages, sharedPages, freshStoredPage, pageToRender, renderPage };
}

/** The catch-all page handler (see createPageHandlers). */
export function createSsrHandler(deps: SsrDeps): RequestHandler {
  return createPageHandlers(deps).pages;
}
