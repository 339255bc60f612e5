// The charity pages' `id`: a positive integer, else the visitor goes to / (a server 302, or a
// client-side redirect on navigation: docs/content-api.md). Every charity loader and action checks it,
// since a child route's data can be asked for on its own.
import { redirect } from "react-router";
import { idFromUrl } from "../../lib/query-id.js";

export function charityIdOf(request: Request): number {
  const id = idFromUrl(request.url);
  if (id === null) throw redirect("/");
  return id;
}
