// The introduction pages' <main> (/KryptoGo: 0/7, /templateA: 0/13); a failed resource leaves it empty.
import type { PageResource } from "../../api/page-resource.server.js";
import { ContentSection } from "../content/content-section.js";
import { PhotoPicker } from "../photo-picker/photo-picker.js";
import "../content/content-page.css";
import "../layout/photo-fit.css";
import "./resource-page.css";
import { PageHead } from "../head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { CONTENT_MEDIA_IMAGE } from "../../lib/image-kinds.js";

export function ResourcePageMain({
  resource,
  fallbackTitle,
}: {
  resource: PageResource | null;
  fallbackTitle: string;
}) {
  const article = resource?.article ?? null;
  const photos = (resource?.slider ?? [])
    .filter((item) => item.image)
    .map((item) => ({ src: item.image, title: item.title, description: item.description }));
  return (
    <main id="main" className="content-page page-container resource-page">
      <PageHead
        title={article?.title || fallbackTitle}
        area={CORPORATE_AREA}
        description={[article?.content]}
        image={article?.thumbnailUrl}
      />
      {article && (
        <article className="resource-article">
          <header className="content-page__header">
            <p className="resource-article__label">
              簡介 <span lang="en">Introduction</span>
            </p>
            <h1 className="content-page__title">{article.title}</h1>
          </header>
          <div className={article.thumbnailUrl ? "content-page__body" : "content-page__body content-page__body--text"}>
            {article.thumbnailUrl && (
              <ResponsiveImage
                {...CONTENT_MEDIA_IMAGE}
                className="contained-photo content-page__media"
                src={article.thumbnailUrl}
                alt={article.title}
                priority
              />
            )}
            <ContentSection heading="內容" html={article.content} />
          </div>
        </article>
      )}
      {photos.length > 0 && (
        <section className="resource-photos" aria-labelledby="recorded-photo-heading">
          <h2 id="recorded-photo-heading" className="section-heading" lang="en">
            Recorded photo
          </h2>
          <PhotoPicker items={photos} label="活動照片清單" listStyle="captions" />
        </section>
      )}
    </main>
  );
}
