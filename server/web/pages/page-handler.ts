// Every page request, answered as sort-request.ts sorted it. HEAD is a GET without a body throughout.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createStaticHandler, type RouteObject, type StaticHandlerContext } from "react-router";
import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import type { MetricsRecorder } from "../observability/metrics/recorder.js";
import { acceptedEncodings } from "../http/accepted-encodings.js";
import { CSP_HEADER, freshNonce, type SecurityHeaders } from "../http/security-headers.js";
import { sendStatusPage, STATUS_MESSAGES } from "../http/status-page.js";
import { createRequestApi, type RequestApi } from "../upstream/request-api.js";
import type { UpstreamClient } from "../upstream/upstream-client.js";
import { isPageHandle } from "../../../shared/routes/lazy-page.js";
import { loadDeferredSections } from "../../../shared/ui/deferred-section.js";
import { ROUTE_DATA_PARAM } from "../../../shared/lib/paths.js";
import { servingOf } from "../../../shared/routes/serving.js";
import { createHtmlBody } from "./html-body.js";
import { INTERNAL_ORIGIN, toFetchRequest } from "./fetch-request.js";
import type { HtmlShell } from "./html-shell.js";
import { hydrationJson } from "./hydration-data.js";
import type { PageCache, PageOutcome } from "./page-cache.js";
import type { PageTarget } from "../routing/page-key.js";
import type { Sorter } from "../routing/sort-request.js";
import { collectRender, streamRender } from "./render-page.js";
import { sendRouteData } from "./route-data.js";
import { PRIVATE_NO_STORE, publicPageCacheControl, sendFetchResponse, sendStoredPage } from "./send-page.js";
import { StoredPage } from "./stored-page.js";

export interface PageHandlerDeps {
  routes: RouteObject[];
  config: Config;
  logger: Logger;
  upstream: UpstreamClient;
  shell: HtmlShell;
  pageCache: PageCache;
  metrics: MetricsRecorder;
  security: SecurityHeaders;
  sorter: Sorter;
}

export type PageRequest = IncomingMessage & { originalUrl?: string };

export interface PageHandler {
  handle: (req: PageRequest, res: ServerResponse) => void;
  warm: (target: PageTarget) => Promise<PageOutcome | null>;
}

const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse/i;

function pageModules(context: StaticHandlerContext): string[] {
  return context.matches.flatMap((match) => (isPageHandle(match.route.handle) ? [match.route.handle.module] : []));
}

/** Aborted when the visitor leaves before the answer ends; a finished answer aborts nothing (no garbage). */
function leaveSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function createPageHandler(deps: PageHandlerDeps): PageHandler {
  const { routes, config, logger, upstream, shell, pageCache, metrics, security, sorter } = deps;
  const handler = createStaticHandler(routes);
  const publicCacheControl = publicPageCacheControl(config);
  const contextOf = (requestApi: RequestApi) => ({
    api: requestApi.api,
    paymentGatewayUrl: config.paymentGatewayUrl,
    publicUrl: config.publicUrl,
  });

  async function produce(request: Request, forPageCache: boolean): Promise<PageOutcome> {
    const requestApi = createRequestApi(upstream, logger, forPageCache ? upstream.forShared : upstream);
    const result = await handler.query(request, { requestContext: contextOf(requestApi) });
    if (result instanceof Response) return { kind: "response", response: result };
    // The item the address names does not exist: a 404, stored like any answer (docs/content-api.md).
    // A fixed page (a hall page, reading no query) stays a page when its optional text is missing.
    const namesItem = result.matches.some((match) => Boolean(servingOf(match.route.handle).reads?.length));
    if (requestApi.missing && namesItem && result.statusCode === 200) result.statusCode = 404;
    await loadDeferredSections();
    // 200 and 404 pages are the same for every visitor; errors, degraded and live data are not reused.
    const sameForEveryVisitor =
      (result.statusCode === 200 || result.statusCode === 404) && !requestApi.degraded && !requestApi.usedLiveData;
    if (!forPageCache || !sameForEveryVisitor) return { kind: "live", context: result, degraded: requestApi.degraded };
    const renderStart = performance.now();
    const rendered = await collectRender({
      routes: handler.dataRoutes,
      context: result,
      timeoutMs: config.renderTimeoutMs,
    });
    metrics.render("shared", (performance.now() - renderStart) / 1000);
    const html =
      shell.head(rendered.headTags, shell.preloadTags(pageModules(result))) +
      rendered.body +
      shell.tail(hydrationJson(result));
    return { kind: "page", page: await StoredPage.of(html, result.statusCode) };
  }

  const produceShared = (target: PageTarget): Promise<PageOutcome> =>
    pageCache.get(target.key, () =>
      produce(
        new Request(new URL(target.url, INTERNAL_ORIGIN), { signal: AbortSignal.timeout(config.renderTimeoutMs) }),
        true,
      ),
    );

  function sendLive(req: IncomingMessage, res: ServerResponse, context: StaticHandlerContext): void {
    const renderStart = performance.now();
    const url = req.url ?? "";
    const nonce = freshNonce();
    // A visitor who leaves (closes the tab) is not an error: the request log has its one line.
    let left = false;
    const abort = streamRender(
      { routes: handler.dataRoutes, context, timeoutMs: config.renderTimeoutMs },
      nonce,
      BOT.test(req.headers["user-agent"] ?? ""),
      {
        start: (headTags, scripts) => {
          res.statusCode = context.statusCode;
          res.setHeader("content-type", "text/html; charset=utf-8");
          // One visitor's answer (a POST's, a personal page, a degraded or live render, an error):
          // kept by no cache, not even the browser's.
          res.setHeader("cache-control", PRIVATE_NO_STORE);
          res.setHeader("vary", "Accept-Encoding");
          if (scripts) res.setHeader(CSP_HEADER, security.streamedPolicy(nonce));
          const body = createHtmlBody(res, acceptedEncodings(req));
          body.write(shell.head(headTags, shell.preloadTags(pageModules(context))));
          return body;
        },
        fail: (error) => {
          if (left) return;
          logger.error({ err: error, url }, "render failed before the shell");
          sendStatusPage(req, res, 500, STATUS_MESSAGES.serverError);
        },
        done: (body) => {
          metrics.render("live", (performance.now() - renderStart) / 1000);
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

  async function sendOutcome(
    req: IncomingMessage,
    res: ServerResponse,
    outcome: PageOutcome,
    key: string | null,
  ): Promise<void> {
    if (outcome.kind === "page")
      sendStoredPage(req, res, outcome.page, publicCacheControl, key === null ? null : pageCache.ageOf(key));
    else if (outcome.kind === "response") await sendFetchResponse(res, outcome.response);
    else sendLive(req, res, outcome.context);
  }

  async function sendData(res: ServerResponse, url: URL, routeId: string): Promise<void> {
    const request = new URL(url);
    request.searchParams.delete(ROUTE_DATA_PARAM);
    const context = contextOf(createRequestApi(upstream, logger));
    await sendRouteData(handler, new Request(request, { signal: leaveSignal(res) }), routeId, context, res, logger);
  }

  /** A fresh stored page is sent synchronously: no promise on the way. */
  function answer(req: PageRequest, res: ServerResponse, target: string): Promise<void> | void {
    const sorted = sorter.of(req);
    if (sorted.kind === "data") return sendData(res, sorted.url, sorted.routeId);
    if (sorted.kind === "page" && config.pageCacheEntries > 0) {
      const { key } = sorted.target;
      const stored = pageCache.freshValue(key);
      if (stored && stored.kind === "page")
        return sendStoredPage(req, res, stored.page, publicCacheControl, pageCache.ageOf(key));
      return produceShared(sorted.target).then((outcome) => sendOutcome(req, res, outcome, key));
    }
    if (sorted.kind === "bad-target") return sendStatusPage(req, res, 400, STATUS_MESSAGES.badTarget);
    const url = sorted.kind === "page" ? sorted.target.url : target;
    return produce(toFetchRequest(req, leaveSignal(res), url), false).then((outcome) =>
      sendOutcome(req, res, outcome, null),
    );
  }

  const handle = (req: PageRequest, res: ServerResponse): void => {
    const target = req.originalUrl ?? req.url ?? "/";
    const failed = (error: unknown): void => {
      // The visitor left and the request's work was aborted: the request log has its one line.
      if (req.socket.destroyed) return;
      logger.error({ err: error, url: target }, "page failed");
      sendStatusPage(req, res, 500, STATUS_MESSAGES.serverError);
    };
    try {
      answer(req, res, target)?.catch(failed);
    } catch (error) {
      failed(error);
    }
  };

  const warm = async (target: PageTarget): Promise<PageOutcome | null> =>
    pageCache.has(target.key) ? null : produceShared(target);

  return { handle, warm };
}
