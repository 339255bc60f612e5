// Index and ordering rules shared by sliders, the lightbox and album lists (spec section 4).
import { isVideoUrl } from "./video-url.js";

export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The lightbox shows photos only; photoIndexOf is null for a video slide. */
export function lightboxPhotos<T extends { src: string }>(
  slides: readonly T[],
): { photos: T[]; photoIndexOf: (number | null)[] } {
  const photos: T[] = [];
  const photoIndexOf = slides.map((slide) => {
    if (!slide.src || isVideoUrl(slide.src)) return null;
    photos.push(slide);
    return photos.length - 1;
  });
  return { photos, photoIndexOf };
}

/** Albums in ascending `order` (missing order sorts last; ties keep their given order). */
export function sortAlbums<T extends { order: number }>(albums: readonly T[]): T[] {
  return albums
    .map((album, position) => ({ album, position }))
    .sort((a, b) => a.album.order - b.album.order || a.position - b.position)
    .map(({ album }) => album);
}

export function byPosition<T extends { position: number }>(slides: readonly T[]): T[] {
  return slides
    .map((slide, index) => ({ slide, index }))
    .sort((a, b) => a.slide.position - b.slide.position || a.index - b.index)
    .map(({ slide }) => slide);
}
