import { useRouteLoaderData } from "react-router";
import { isSiteData, ROOT_ROUTE_ID } from "../../lib/seo-site.js";

/** "" when the root data is missing (a test rendering a page alone): URLs then stay site-relative. */
export function usePublicUrl(): string {
  const data: unknown = useRouteLoaderData(ROOT_ROUTE_ID);
  return isSiteData(data) ? data.publicUrl : "";
}
