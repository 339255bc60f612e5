// About a hundred photos: only those near the one shown load (renderRange), not all up front.
import { useMemo } from "react";
import { THUMB_STRIP_LAYOUT } from "../../lib/slides-per-view.js";
import { GallerySlider } from "../slider/gallery-slider.js";
import { officePhotos } from "./branch-office-data.js";

export const OFFICE_SLIDESHOW_MS = 5000;

export function OfficeGallery() {
  const photos = useMemo(() => officePhotos(), []);
  return (
    <GallerySlider
      className="office-gallery"
      items={photos}
      label="總公司環境照片"
      thumbsLayout={THUMB_STRIP_LAYOUT}
      effect="fade"
      renderRange={1}
      autoplayMs={OFFICE_SLIDESHOW_MS}
      lightbox={false}
    />
  );
}
