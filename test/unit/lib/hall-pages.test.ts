import { expect, test } from "vitest";
import {
  HALL_PAGES,
  HALL_PHOTO_COUNT,
  hallPageByNumber,
  hallPageOfHall,
  hallPhotos,
} from "../../../shared/lib/hall-pages.js";
import { siteMedia } from "../../../shared/lib/site-media.js";

test("four fixed hall pages, /buddhism1-4, loading content pages 21-24, each with its own title", () => {
  expect(HALL_PAGES.map((page) => [page.n, page.pageId])).toEqual([
    [1, 21],
    [2, 22],
    [3, 23],
    [4, 24],
  ]);
  expect(new Set(HALL_PAGES.map((page) => page.title)).size).toBe(4);
  expect(hallPageByNumber(3)?.title).toBe("妙音講堂");
  expect(hallPageByNumber(5)).toBeNull();
});

test("a hall finds its fixed page; other halls have none", () => {
  expect(hallPageOfHall(2)?.n).toBe(2);
  expect(hallPageOfHall(9)).toBeNull();
});

test("nine bundled photos, site-hall-photo-1 to -9, captioned with the hall", () => {
  const photos = hallPhotos("明心佛堂");
  expect(HALL_PHOTO_COUNT).toBe(9);
  expect(photos.map((p) => p.src)).toEqual(
    Array.from({ length: 9 }, (_, i) => siteMedia(`site-hall-photo-${i + 1}.webp`)),
  );
  expect(photos[0]?.title).toBe("明心佛堂・照片 1");
});
