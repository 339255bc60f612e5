// /page3?id: title, intro, the image beside the content (or a video when the image is a video), and
// the page's albums: an album list when there is more than one, an album slider with a thumbnail
// strip and the lightbox (spec "/page3"). A missing or unknown id leaves the content area empty.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { fetchAlbumPhotos } from "../../api/browser-api.js";
import { idFromUrl } from "../../lib/query-id.js";
import { apiOf } from "../route-context.js";
import { AlbumGallery } from "../../ui/album/album-gallery.js";
import { RichText } from "../../ui/content/rich-text.js";
import { MediaElement } from "../../ui/media/media-element.js";
import "../../ui/content/content-page.css";
import { NewsArticleJsonLd } from "../../ui/head/structured-data.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";
import { CONTENT_MEDIA } from "../../lib/content-image-sizes.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const id = idFromUrl(request.url);
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
        params={["id"]}
      />
      {result && (
        <NewsArticleJsonLd
          headline={result.title}
          description={[result.intro, result.content]}
          fallbackDescription={CORPORATE_AREA.description}
          image={result.image}
          params={["id"]}
        />
      )}
      {page && result && (
        <article>
          <header className="content-page__header">
            <h1 className="content-page__title">{result.title}</h1>
            {result.intro && <p className="content-page__intro">{result.intro}</p>}
          </header>
          <div className={result.image ? "content-page__body" : "content-page__body content-page__body--text"}>
            <MediaElement
              className="content-page__media"
              src={result.image}
              alt={result.title}
              loading="eager"
              width={960}
              height={640}
              sizes={CONTENT_MEDIA}
            />
            <RichText html={result.content} />
          </div>
          {(page.album.length > 0 || page.slider.length > 0) && (
            <section className="content-page__gallery" aria-labelledby="page-gallery-heading">
              <h2 id="page-gallery-heading" className="content-page__gallery-title">
                活動相簿
              </h2>
              {/* key: another page's albums start over at their first album. */}
              <AlbumGallery key={id} albums={page.album} firstPhotos={page.slider} fetchPhotos={fetchAlbumPhotos} />
            </section>
          )}
        </article>
      )}
    </main>
  );
}

export { Page3 as Component };
