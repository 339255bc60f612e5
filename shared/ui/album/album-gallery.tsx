import type { Album, SliderItem } from "../../api/fields.server.js";
import { THUMB_STRIP_LAYOUT, type SliderLayout } from "../../lib/slides-per-view.js";
import { GallerySlider } from "../slider/gallery-slider.js";
import { AlbumShell } from "./album-shell.js";
import type { FetchAlbumPhotos } from "./use-album-photos.js";

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
  return (
    <AlbumShell albums={albums} firstPhotos={firstPhotos} fetchPhotos={fetchPhotos}>
      {(shown) => (
        // key: another album's photos start at their first photo.
        <GallerySlider key={shown.key} items={shown.items} label={shown.title || label} thumbsLayout={thumbsLayout} />
      )}
    </AlbumShell>
  );
}
