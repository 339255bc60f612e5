// Any `id` but a positive integer names no content: a 404, shown by the route's error boundary.
import { data } from "react-router";
import { CONTENT_ID, paramOf } from "../lib/query-params.js";

export function contentIdOf(request: Request): number | null {
  const id = paramOf(CONTENT_ID, new URL(request.url));
  if (id.kind === "invalid") throw data("Not Found", { status: 404 });
  return id.kind === "value" ? id.value : null;
}
