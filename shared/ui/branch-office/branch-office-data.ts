import { siteMedia } from "../../lib/site-media.js";

/** Google Maps embed centred on the office's district (Taichung, Xitun). Its origin is the CSP frame-src (MAPS_FRAME_ORIGIN). */
export const OFFICE_MAP_URL =
  "https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3640.6!2d120.6405!3d24.1626!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1szh-TW!2stw!4v1700000000000";

export const PARKING_IMAGE = siteMedia("site-parking.webp");

export const OFFICE_PHOTO_COUNT = 100;

export function officePhotos(count = OFFICE_PHOTO_COUNT): { src: string; title: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const number = String(i + 1).padStart(3, "0");
    return { src: siteMedia(`branch-office-${number}.webp`), title: `總公司環境照片 ${i + 1}` };
  });
}
