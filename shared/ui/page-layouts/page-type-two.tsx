import type { PageDetail } from "../../api/page.server.js";
import { AlbumGallery } from "../album/album-gallery.js";
import type { FetchAlbumPhotos } from "../album/use-album-photos.js";
import { RichText } from "../content/rich-text.js";
import { MediaElement } from "../media/media-element.js";
import { ContentHeader, PhotoSection } from "./content-parts.js";
import "./page-layouts.css";
import { COVER_IMAGE } from "../../lib/image-kinds.js";

export function PageTypeTwo({ page, fetchPhotos }: { page: PageDetail; fetchPhotos: FetchAlbumPhotos }) {
  const { result } = page;
  return (
    <article className="page-layout">
      <ContentHeader title={result.title} intro={result.intro} className="page-layout__hero-header" />
      <MediaElement
        {...COVER_IMAGE}
        className="page-layout__hero"
        src={result.image}
        alt={result.title}
        loading="eager"
      />
      <RichText html={result.content} />
      <PhotoSection page={page} headingId="page-gallery-heading" heading="活動相簿">
        <AlbumGallery albums={page.album} firstPhotos={page.slider} fetchPhotos={fetchPhotos} />
      </PhotoSection>
    </article>
  );
}
