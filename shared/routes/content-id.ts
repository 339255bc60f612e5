// The content pages' `id` (shared/lib/query-params.ts): a positive integer or none; any other value
// names no content, so the loader throws the 404 the route's error boundary shows as the not-found page.
import { data } from "react-router";
import { CONTENT_ID, paramOf } from "../lib/query-params.js";

export function contentIdOf(request: Request): number | null {
  const id = paramOf(CONTENT_ID, new URL(request.url));
  if (id.kind === "invalid") throw data("Not Found", { status: 404 });
  return id.kind === "value" ? id.value : null;
}
