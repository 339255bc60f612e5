// One route's loader data as JSON, for client-side navigations: the loader runs here, on the server.
import { STATUS_CODES, type ServerResponse } from "node:http";
import { isRouteErrorResponse, type StaticHandler } from "react-router";
import type { Logger } from "../observability/logger.js";

const REDIRECT = new Set([301, 302, 303, 307, 308]);
const OWN_HEADERS = new Set(["content-type", "content-length"]);

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify(value));
}

function sendRedirect(res: ServerResponse, headers: Headers): void {
  sendJson(res, 200, { redirect: headers.get("location") ?? "/" });
}

function sendError(res: ServerResponse, status: number): void {
  sendJson(res, status, { error: { status, statusText: STATUS_CODES[status] ?? "" } });
}

/** query(), not queryRoute(), which throws a returned data(value, { status }) like a thrown one. */
export async function sendRouteData(
  handler: StaticHandler,
  request: Request,
  routeId: string,
  requestContext: unknown,
  res: ServerResponse,
  logger: Logger,
): Promise<void> {
  res.setHeader("cache-control", "no-store");
  try {
    const context = await handler.query(request, {
      requestContext,
      filterMatchesToLoad: (match) => match.route.id === routeId,
      skipLoaderErrorBubbling: true,
    });
    if (context instanceof Response) {
      if (REDIRECT.has(context.status)) return sendRedirect(res, context.headers);
      return sendError(res, context.status);
    }
    if (!context.matches.some((match) => match.route.id === routeId)) return sendError(res, 403);
    const error: unknown = context.errors?.[routeId];
    if (isRouteErrorResponse(error)) return sendError(res, error.status);
    if (error !== undefined) return fail(error);
    const headers = context.loaderHeaders[routeId] ?? new Headers();
    // A redirect made with data() is still a redirect.
    if (REDIRECT.has(context.statusCode)) return sendRedirect(res, headers);
    headers.forEach((value, name) => {
      if (!OWN_HEADERS.has(name)) res.setHeader(name, value);
    });
    const value: unknown = context.loaderData[routeId];
    sendJson(res, context.statusCode, { data: value });
  } catch (error) {
    fail(error);
  }

  function fail(error: unknown): void {
    // The visitor navigated away: nothing to answer, nothing to log (the request log has its line).
    if (request.signal.aborted) return;
    logger.error({ err: error, routeId }, "route data failed");
    sendError(res, 500);
  }
}
