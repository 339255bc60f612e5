import type { PageDetail } from "../../api/page.server.js";
import type { FetchAlbumPhotos } from "../album/use-album-photos.js";
import { LARGE_VIDEO_VISIBILITY_THRESHOLD, MediaElement } from "../media/media-element.js";
import { AlbumPhotoPicker } from "./album-photo-picker.js";
import { ContentBody, ContentHeader, PhotoSection } from "./content-parts.js";
import "./page-layouts.css";
import { COVER_IMAGE } from "../../lib/image-kinds.js";

export function PageTypeOne({ page, fetchPhotos }: { page: PageDetail; fetchPhotos: FetchAlbumPhotos }) {
  const { result } = page;
  return (
    <article className="page-layout">
      <ContentHeader title={result.title} />
      <ContentBody html={result.content} image={result.image} title={result.title} />
      {result.video && (
        <section className="page-layout__video" aria-label={`${result.title}影片`}>
          <MediaElement
            {...COVER_IMAGE}
            className="page-layout__video-media"
            kind="video"
            src={result.video}
            alt={`${result.title}影片`}
            // Full width in its clip's own shape: a portrait clip fills most of a phone's screen.
            threshold={LARGE_VIDEO_VISIBILITY_THRESHOLD}
          />
        </section>
      )}
      <PhotoSection page={page} headingId="page-photos-heading" heading="活動照片">
        <AlbumPhotoPicker albums={page.album} firstPhotos={page.slider} fetchPhotos={fetchPhotos} />
      </PhotoSection>
    </article>
  );
}
