// The site's own images (hall photos, branch offices, rewards, /about, /alpha, the home buttons): files in
// public/site-media/, never the content service's. Their addresses carry the folder's content hash, so they
// are cached for a year and a new set of files gets new addresses (docs/images.md).
import { SITE_MEDIA_VERSION } from "./site-media-version.js";

export const SITE_MEDIA_PREFIX = "/site-media/";

/** The address of a file in public/site-media/, e.g. siteMedia("site-alpha.webp"). */
export function siteMedia(file: string): string {
  return `${SITE_MEDIA_PREFIX}${SITE_MEDIA_VERSION}/${file}`;
}
