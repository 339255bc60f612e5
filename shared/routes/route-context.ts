// Typed access to the loader context: the static handler's requestContext on the server.
import type { ApiClient, RouteContext } from "../api/api-client.js";

function isRouteContext(value: unknown): value is RouteContext {
  return (
    typeof value === "object" &&
    value !== null &&
    "api" in value &&
    typeof value.api === "object" &&
    value.api !== null &&
    "paymentGatewayUrl" in value &&
    typeof value.paymentGatewayUrl === "string"
  );
}

/** The ApiClient a loader may use. Loaders run on the server only (the browser asks the server for their data). */
export function apiOf(context: unknown): ApiClient {
  if (!isRouteContext(context)) throw new Error("route loader ran without the server's ApiClient");
  return context.api;
}

/** PAYMENT_GATEWAY_URL, for the donation pages (the browser accepts no other payment form action). */
export function gatewayOf(context: unknown): string {
  if (!isRouteContext(context)) throw new Error("route loader ran without the server's context");
  return context.paymentGatewayUrl;
}

/** The public origin the server was configured with (PUBLIC_URL); "" when the context has none. */
export function publicUrlOf(context: unknown): string {
  return typeof context === "object" &&
    context !== null &&
    "publicUrl" in context &&
    typeof context.publicUrl === "string"
    ? context.publicUrl
    : "";
}
