// /page?id: a content page in the layout its typeId names (1 or 2); any other typeId, a missing or
// an unknown id leaves the content area empty with status 200 (docs/content-api.md).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { fetchAlbumPhotos } from "../../api/browser-api.js";
import { pageLayoutOf } from "../../lib/page-layout.js";
import { idFromUrl } from "../../lib/query-id.js";
import { ContentPageMain } from "../../ui/page-layouts/content-page-main.js";
import { apiOf } from "../route-context.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const id = idFromUrl(request.url);
  const found = id === null ? null : await apiOf(context).getPage(id);
  const layout = found ? pageLayoutOf("page", found.result.typeId) : null;
  // A page without a layout is not shown, so its data is not sent either.
  return { id, layout, page: layout ? found : null };
}

function PagePage() {
  const { id, layout, page } = useLoaderData<typeof loader>();
  return <ContentPageMain id={id} page={page} layout={layout} fetchPhotos={fetchAlbumPhotos} />;
}

export const pageRoute = { loader, Component: PagePage };
