// /page?id and /page2?id: a content page. /page shows the layout its typeId names (1 or 2), /page2
// always the typeId 2 layout; any other typeId, a missing or an unknown id leaves the content area
// empty with status 200 (docs/content-api.md). One module for both routes: they differ only in
// that rule, which the loader takes from the route it serves.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { fetchAlbumPhotos } from "../../api/browser-api.js";
import { pageLayoutOf } from "../../lib/page-layout.js";
import { contentIdOf } from "../content-id.js";
import { ContentPageMain } from "../../ui/page-layouts/content-page-main.js";
import { apiOf } from "../route-context.js";

export async function loader({ context, request, pattern }: LoaderFunctionArgs) {
  const id = contentIdOf(request);
  const found = id === null ? null : await apiOf(context).getPage(id);
  // `pattern` is the matched route's path ("/page2"), not the visitor's URL.
  const route = pattern.replace(/\/$/, "").endsWith("/page2") ? "page2" : "page";
  const layout = found ? pageLayoutOf(route, found.result.typeId) : null;
  // A page without a layout is not shown, so its data is not sent either.
  return { id, layout, page: layout ? found : null };
}

export function Component() {
  const { id, layout, page } = useLoaderData<typeof loader>();
  return <ContentPageMain id={id} page={page} layout={layout} fetchPhotos={fetchAlbumPhotos} />;
}

// An id that no content can have (contentIdOf): the not-found page, inside the area's layout.
export { StatusErrorBoundary as ErrorBoundary } from "../status-error-boundary.js";
