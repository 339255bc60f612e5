// One route's loader data as JSON, for client-side navigations: the loader runs here, on the server.
import type { Response as ExpressResponse } from "express";
import { isRouteErrorResponse, type StaticHandler } from "react-router";
import type { Logger } from "../logger.js";

const REDIRECT = new Set([301, 302, 303, 307, 308]);

export async function sendRouteData(
  handler: StaticHandler,
  request: Request,
  routeId: string,
  requestContext: unknown,
  res: ExpressResponse,
  logger: Logger,
): Promise<void> {
  res.setHeader("cache-control", "no-store");
  try {
    const value: unknown = await handler.queryRoute(request, { routeId, requestContext });
    if (value instanceof Response) {
      if (REDIRECT.has(value.status)) res.json({ redirect: value.headers.get("location") ?? "/" });
      else res.status(value.status).json({ error: { status: value.status, statusText: value.statusText } });
      return;
    }
    res.json({ data: value });
  } catch (error) {
    if (error instanceof Response) {
      if (REDIRECT.has(error.status)) res.json({ redirect: error.headers.get("location") ?? "/" });
      else res.status(error.status).json({ error: { status: error.status, statusText: error.statusText } });
    } else if (isRouteErrorResponse(error)) {
      res.status(error.status).json({ error: { status: error.status, statusText: error.statusText } });
    } else if (request.signal.aborted) {
      // The visitor navigated away: nothing to answer, nothing to log (the request log has its line).
      return;
    } else {
      logger.error({ err: error, routeId }, "route data failed");
      res.status(500).json({ error: { status: 500, statusText: "Internal Server Error" } });
    }
  }
}
