// The router state the browser hydrates from, as the text of a JSON data block
// (<script type="application/json">, never executed; client/main.tsx reads it) that content cannot end early.
import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escaped = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** JSON with no "<" (so no "</script>" or "<!--"), ">" or "&", and U+2028/2029 escaped: inert in any script element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escaped);
}

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
