import { expect, test } from "vitest";
import { byPosition, lightboxPhotos, sortAlbums, wrapIndex } from "../../../shared/lib/gallery-rules.js";

test("wrapIndex wraps around both ends", () => {
  expect(wrapIndex(0, 1, 3)).toBe(1);
  expect(wrapIndex(2, 1, 3)).toBe(0);
  expect(wrapIndex(0, -1, 3)).toBe(2);
  expect(wrapIndex(1, -5, 3)).toBe(2);
  expect(wrapIndex(0, 1, 0)).toBe(0);
});

test("the lightbox gets photos only; a video slide maps to no photo", () => {
  const slides = [{ src: "/media/a.jpg" }, { src: "/media/clip.MP4?x=1" }, { src: "" }, { src: "/media/b.svg" }];
  const { photos, photoIndexOf } = lightboxPhotos(slides);
  expect(photos.map((p) => p.src)).toEqual(["/media/a.jpg", "/media/b.svg"]);
  expect(photoIndexOf).toEqual([0, null, null, 1]);
});

test("albums sort by order ascending, ties keep their order", () => {
  const albums = [
    { id: 1, order: 2 },
    { id: 2, order: 1 },
    { id: 3, order: Number.MAX_SAFE_INTEGER },
    { id: 4, order: 1 },
  ];
  expect(sortAlbums(albums).map((a) => a.id)).toEqual([2, 4, 1, 3]);
  expect(albums.map((a) => a.id)).toEqual([1, 2, 3, 4]);
});

test("home slides show in ascending position", () => {
  expect(byPosition([{ position: 2 }, { position: 1 }, { position: 3 }]).map((s) => s.position)).toEqual([1, 2, 3]);
});
