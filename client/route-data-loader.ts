// In the browser, a route's loader asks the server for that route's data (the server runs the real
// loader), so schemas, the sanitiser and the upstream never ship to the browser.
import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { ROUTE_DATA_PARAM } from "../shared/lib/paths.js";

interface RouteDataBody {
  data?: unknown;
  redirect?: string;
  error?: { status: number; statusText?: string; data?: unknown };
}

function isBody(value: unknown): value is RouteDataBody {
  return typeof value === "object" && value !== null;
}

export function serverLoader(routeId: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<unknown> => {
    const url = new URL(request.url);
    url.searchParams.set(ROUTE_DATA_PARAM, routeId);
    const response = await fetch(url, { signal: request.signal, headers: { accept: "application/json" } });
    const body: unknown = await response.json().catch(() => null);
    if (!isBody(body)) throw new Error(`route data for ${routeId}: bad response (${response.status})`);
    // A redirect outside the app (charity page without an id, say) becomes a client-side redirect.
    if (typeof body.redirect === "string") throw redirect(body.redirect);
    if (body.error)
      throw data(body.error.data ?? null, { status: body.error.status, statusText: body.error.statusText });
    return body.data;
  };
}
