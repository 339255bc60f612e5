// One route's loader data as JSON, for client-side navigations: the loader runs here, on the server.
import type { ServerResponse } from "node:http";
import {
  isRouteErrorResponse,
  type DataStrategyFunction,
  type DataStrategyResult,
  type StaticHandler,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import type { Logger } from "../observability/logger.js";

const REDIRECT = new Set([301, 302, 303, 307, 308]);
// sendJson writes its own.
const OWN_HEADERS = new Set(["content-type", "content-length"]);

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify(value));
}

/** A Response the loader threw or returned: a redirect to follow, or an error status. */
function sendResponse(res: ServerResponse, response: { status: number; statusText: string; headers?: Headers }) {
  if (REDIRECT.has(response.status)) sendJson(res, 200, { redirect: response.headers?.get("location") ?? "/" });
  else sendJson(res, response.status, { error: { status: response.status, statusText: response.statusText } });
}

function isDataWithResponseInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    value.type === "DataWithResponseInit" &&
    "data" in value &&
    "init" in value
  );
}

/**
 * queryRoute turns a loader's `data(value, init)` into a thrown Response whether the loader returned
 * it (page data with a status, the ATM page's 404) or threw it (an error, the catch-all's 404). This
 * strategy unwraps the returned ones before that happens and keeps their init for the answer.
 */
function unwrappingStrategy(found: { init?: ResponseInit }): DataStrategyFunction {
  const unwrap = (result: DataStrategyResult): DataStrategyResult => {
    if (result.type !== "data" || !isDataWithResponseInit(result.result)) return result;
    const init = result.result.init ?? {};
    // A redirect made with data() stays the router's to answer.
    if (init.status !== undefined && REDIRECT.has(init.status)) return result;
    found.init = init;
    return { type: "data", result: result.result.data };
  };
  return async ({ matches }) => {
    const loading = matches.filter((match) => match.shouldLoad);
    return Object.fromEntries(
      await Promise.all(
        loading.map(async (match): Promise<[string, DataStrategyResult]> => [
          match.route.id,
          unwrap(await match.resolve()),
        ]),
      ),
    );
  };
}

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
    const found: { init?: ResponseInit } = {};
    const dataStrategy = unwrappingStrategy(found);
    const value: unknown = await handler.queryRoute(request, { routeId, requestContext, dataStrategy });
    if (value instanceof Response) return sendResponse(res, value);
    new Headers(found.init?.headers).forEach((headerValue, name) => {
      if (!OWN_HEADERS.has(name)) res.setHeader(name, headerValue);
    });
    sendJson(res, found.init?.status ?? 200, { data: value });
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) {
      sendResponse(res, error);
    } else if (request.signal.aborted) {
      // The visitor navigated away: nothing to answer, nothing to log (the request log has its line).
      return;
    } else {
      logger.error({ err: error, routeId }, "route data failed");
      sendJson(res, 500, { error: { status: 500, statusText: "Internal Server Error" } });
    }
  }
}
