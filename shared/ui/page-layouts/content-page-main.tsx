// Spec: a typeId without a layout renders nothing, as a missing or failed page does.
import type { PageDetail } from "../../api/page.server.js";
import type { PageLayout } from "../../lib/page-layout.js";
import type { FetchAlbumPhotos } from "../album/use-album-photos.js";
import { PageTypeOne } from "./page-type-one.js";
import { PageTypeTwo } from "./page-type-two.js";
import "../content/content-page.css";
import { PageHead } from "../head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";
import { CONTENT_ID } from "../../lib/query-params.js";

export interface ContentPageMainProps {
  id: number | null;
  page: PageDetail | null;
  layout: PageLayout | null;
  fetchPhotos: FetchAlbumPhotos;
}

export function ContentPageMain({ id, page, layout, fetchPhotos }: ContentPageMainProps) {
  const shown = page && layout ? page : null;
  return (
    <main id="main" className="content-page page-container">
      <PageHead
        title={shown?.result.title || "活動內容"}
        area={CORPORATE_AREA}
        description={[shown?.result.intro, shown?.result.content]}
        image={shown?.result.image}
        type="article"
        params={[CONTENT_ID]}
      />
      {/* key: another page's albums start over at their first album. */}
      {shown && layout === "type1" && <PageTypeOne key={id} page={shown} fetchPhotos={fetchPhotos} />}
      {shown && layout === "type2" && <PageTypeTwo key={id} page={shown} fetchPhotos={fetchPhotos} />}
    </main>
  );
}
