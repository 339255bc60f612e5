// The router state the browser hydrates from, as the text of a JSON data block
// (<script type="application/json">, never executed; client/main.tsx reads it) that content cannot end early.
import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";
import { scriptSafeJson } from "../../../shared/lib/script-safe-json.js";

/** Errors in the shape createBrowserRouter's own hydration reader turns back into error objects. */
function serializeErrors(errors: StaticHandlerContext["errors"]): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: "RouteErrorResponse" };
    // Never send server error details (stack, upstream messages) to the browser.
    else out[routeId] = { message: "Unexpected Server Error", __type: "Error" };
  }
  return out;
}

export function hydrationJson(context: StaticHandlerContext): string {
  const state = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return scriptSafeJson(state);
}
