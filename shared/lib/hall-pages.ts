// The fixed hall pages /buddhism1-4 (spec "Buddhist halls"); page n belongs to hall n.
import { siteMedia } from "./site-media.js";

export interface HallPage {
  n: number;
  /** The hall (getBuddhism id) the page presents. */
  hallId: number;
  /** The content page (getPage id) holding its text. */
  pageId: number;
  title: string;
}

export const HALL_PAGES: readonly HallPage[] = [
  { n: 1, hallId: 1, pageId: 21, title: "明心佛堂" },
  { n: 2, hallId: 2, pageId: 22, title: "慧日佛堂" },
  { n: 3, hallId: 3, pageId: 23, title: "妙音講堂" },
  { n: 4, hallId: 4, pageId: 24, title: "淨蓮佛堂" },
];

/** The nine bundled hall photos ("Hall pages use 9 fixed photos", spec section 9). */
export const HALL_PHOTO_COUNT = 9;

export function hallPhotos(title: string): { src: string; title: string }[] {
  return Array.from({ length: HALL_PHOTO_COUNT }, (_, i) => ({
    src: siteMedia(`site-hall-photo-${i + 1}.webp`),
    title: `${title}・照片 ${i + 1}`,
  }));
}

export const HALL_SCHEDULE_IMAGE = siteMedia("site-schedule.webp");
export const HALL_SCHEDULE_ANCHOR = "schedule";

export function hallPageByNumber(n: number): HallPage | null {
  return HALL_PAGES.find((page) => page.n === n) ?? null;
}

export function hallPageOfHall(hallId: number): HallPage | null {
  return HALL_PAGES.find((page) => page.hallId === hallId) ?? null;
}
