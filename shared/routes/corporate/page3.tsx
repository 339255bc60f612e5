// /page3?id (spec "/page3"): a missing or unknown id leaves the content area empty.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { fetchAlbumPhotos } from "../../api/browser-api.js";
import { contentIdOf } from "../content-id.js";
import { apiOf } from "../route-context.js";
import { AlbumGallery } from "../../ui/album/album-gallery.js";
import { ContentBody, ContentHeader, PhotoSection } from "../../ui/page-layouts/content-parts.js";
import "../../ui/content/content-page.css";
import { NewsArticleJsonLd } from "../../ui/head/structured-data.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";
import { CONTENT_ID } from "../../lib/query-params.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const id = contentIdOf(request);
  return { id, page: id === null ? null : await apiOf(context).getPage(id) };
}

function Page3() {
  const { id, page } = useLoaderData<typeof loader>();
  const result = page?.result;
  return (
    <main id="main" className="content-page page-container">
      <PageHead
        title={result?.title || "活動紀實"}
        area={CORPORATE_AREA}
        description={[result?.intro, result?.content]}
        image={result?.image}
        type="article"
        params={[CONTENT_ID]}
      />
      {result && (
        <NewsArticleJsonLd
          headline={result.title}
          description={[result.intro, result.content]}
          fallbackDescription={CORPORATE_AREA.description}
          datePublished={result.datePublished}
          image={result.image}
          params={[CONTENT_ID]}
        />
      )}
      {page && result && (
        <article>
          <ContentHeader title={result.title} intro={result.intro} />
          <ContentBody html={result.content} image={result.image} title={result.title} pictureFirst />
          <PhotoSection page={page} headingId="page-gallery-heading" heading="活動相簿">
            {/* key: another page's albums start over at their first album. */}
            <AlbumGallery key={id} albums={page.album} firstPhotos={page.slider} fetchPhotos={fetchAlbumPhotos} />
          </PhotoSection>
        </article>
      )}
    </main>
  );
}

export { Page3 as Component };

export { StatusErrorBoundary as ErrorBoundary } from "../status-error-boundary.js";
