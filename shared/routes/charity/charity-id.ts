// The charity pages' `id`: a positive integer, else the visitor goes to / (a server 302, or a
// client-side redirect on navigation: docs/content-api.md). Every charity loader and action checks it,
// since a child route's data can be asked for on its own.
import { redirect } from "react-router";
import { CHARITY_ID, paramOf } from "../../lib/query-params.js";

export function charityIdOf(request: Request): number {
  const id = paramOf(CHARITY_ID, new URL(request.url));
  if (id.kind !== "value") throw redirect("/");
  return id.value;
}
