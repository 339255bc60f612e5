// Every charity loader and action checks `id`, since a child route's data can be asked for on its own
// (a bad one sends the visitor to /: docs/content-api.md).
import { redirect } from "react-router";
import { CHARITY_ID, paramOf } from "../../lib/query-params.js";

export function charityIdOf(request: Request): number {
  const id = paramOf(CHARITY_ID, new URL(request.url));
  if (id.kind !== "value") throw redirect("/");
  return id.value;
}
