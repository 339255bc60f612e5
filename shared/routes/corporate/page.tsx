// /page?id and /page2?id: one module, the layout rule taken from the route it serves. A missing or
// unknown id leaves the content area empty, status 200 (docs/content-api.md).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { fetchAlbumPhotos } from "../../api/browser-api.js";
import { pageLayoutOf } from "../../lib/page-layout.js";
import { contentIdOf } from "../content-id.js";
import { ContentPageMain } from "../../ui/page-layouts/content-page-main.js";
import { apiOf } from "../route-context.js";

export async function loader({ context, request, pattern }: LoaderFunctionArgs) {
  const id = contentIdOf(request);
  const found = id === null ? null : await apiOf(context).getPage(id);
  const route = pattern.replace(/\/$/, "").endsWith("/page2") ? "page2" : "page";
  const layout = found ? pageLayoutOf(route, found.result.typeId) : null;
  // A page without a layout is not shown, so its data is not sent either.
  return { id, layout, page: layout ? found : null };
}

export function Component() {
  const { id, layout, page } = useLoaderData<typeof loader>();
  return <ContentPageMain id={id} page={page} layout={layout} fetchPhotos={fetchAlbumPhotos} />;
}

export { StatusErrorBoundary as ErrorBoundary } from "../status-error-boundary.js";
