// Loaders run on the server only: the browser asks the server for their data.
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

export function apiOf(context: unknown): ApiClient {
  if (!isRouteContext(context)) throw new Error("route loader ran without the server's ApiClient");
  return context.api;
}

/** The browser accepts no other payment form action. */
export function gatewayOf(context: unknown): string {
  if (!isRouteContext(context)) throw new Error("route loader ran without the server's context");
  return context.paymentGatewayUrl;
}

export function publicUrlOf(context: unknown): string {
  return typeof context === "object" &&
    context !== null &&
    "publicUrl" in context &&
    typeof context.publicUrl === "string"
    ? context.publicUrl
    : "";
}
