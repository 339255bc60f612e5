// The typeId 1 content page (spec "/page"): title, HTML content, an optional image, an optional
// video that plays muted while visible (once) and pauses when not, then the page's albums: the album
// list when there is more than one, and an activity photo list with a preview pane and the lightbox.
import type { PageDetail } from "../../api/page.js";
import type { FetchAlbumPhotos } from "../album/use-album-photos.js";
import { RichText } from "../content/rich-text.js";
import { MediaElement } from "../media/media-element.js";
import { AlbumPhotoPicker } from "./album-photo-picker.js";
import "../content/content-page.css";
import "./page-layouts.css";
import { CONTENT_MEDIA, FULL_COLUMN } from "../../lib/content-image-sizes.js";

export function PageTypeOne({ page, fetchPhotos }: { page: PageDetail; fetchPhotos: FetchAlbumPhotos }) {
  const { result } = page;
  return (
    <article className="page-layout">
      <header className="content-page__header">
        <h1 className="content-page__title">{result.title}</h1>
      </header>
      <div className={result.image ? "content-page__body" : "content-page__body content-page__body--text"}>
        <RichText html={result.content} />
        <MediaElement
          className="content-page__media"
          src={result.image}
          alt={result.title}
          loading="eager"
          width={960}
          height={640}
          sizes={CONTENT_MEDIA}
        />
      </div>
      {result.video && (
        <section className="page-layout__video" aria-label={`${result.title}影片`}>
          <MediaElement
            className="page-layout__video-media"
            kind="video"
            src={result.video}
            alt={`${result.title}影片`}
            width={1280}
            height={720}
            sizes={FULL_COLUMN}
          />
        </section>
      )}
      {(page.album.length > 0 || page.slider.length > 0) && (
        <section className="content-page__gallery" aria-labelledby="page-photos-heading">
          <h2 id="page-photos-heading" className="content-page__gallery-title">
            活動照片
          </h2>
          <AlbumPhotoPicker albums={page.album} firstPhotos={page.slider} fetchPhotos={fetchPhotos} />
        </section>
      )}
    </article>
  );
}
