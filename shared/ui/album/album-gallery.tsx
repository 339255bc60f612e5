// Albums of a page (/page3, later /page, /buddhismLesson): the album list when there is more than
// one, and the selected album's photos in a gallery slider with a thumbnail strip and the lightbox.
//
// Props:
//   albums        album headers from the page's data (any order; sorted here)
//   firstPhotos   the first album's photos, sent with the page
//   fetchPhotos   loads another album's photos (the route passes browser-api fetchAlbumPhotos)
//   thumbsLayout  the thumbnail strip's layout (default THUMB_STRIP_LAYOUT)
//   label         accessible name of the photo gallery
import type { Album, SliderItem } from "../../api/fields.js";
import { THUMB_STRIP_LAYOUT, type SliderLayout } from "../../lib/slides-per-view.js";
import { GallerySlider } from "../slider/gallery-slider.js";
import { AlbumList } from "./album-list.js";
import { useAlbumPhotos, type FetchAlbumPhotos } from "./use-album-photos.js";
import "./album-gallery.css";

export interface AlbumGalleryProps {
  albums: readonly Album[];
  firstPhotos: readonly SliderItem[];
  fetchPhotos: FetchAlbumPhotos;
  thumbsLayout?: SliderLayout;
  label?: string;
}

export function AlbumGallery({
  albums,
  firstPhotos,
  fetchPhotos,
  thumbsLayout = THUMB_STRIP_LAYOUT,
  label = "相簿照片",
}: AlbumGalleryProps) {
  const {
    albums: sorted,
    selectedId,
    shownId,
    photos,
    loading,
    select,
  } = useAlbumPhotos(albums, firstPhotos, fetchPhotos);
  const shownAlbum = sorted.find((album) => album.id === shownId);
  const items = photos.map((photo) => ({ src: photo.image, title: photo.title }));
  if (sorted.length === 0 && items.length === 0) return null;
  return (
    <div className="album-gallery" aria-busy={loading}>
      <AlbumList albums={sorted} selectedId={selectedId} onSelect={select} />
      {/* key: another album's photos start at their first photo. */}
      <GallerySlider
        key={shownId ?? "photos"}
        items={items}
        label={shownAlbum?.title || shownAlbum?.name || label}
        thumbsLayout={thumbsLayout}
      />
    </div>
  );
}
