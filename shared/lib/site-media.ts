// Addresses carry public/site-media/'s content hash, so they are cached for a year (docs/images.md).
import { SITE_MEDIA_VERSION } from "./site-media-version.js";

export const SITE_MEDIA_PREFIX = "/site-media/";

export function siteMedia(file: string): string {
  return `${SITE_MEDIA_PREFIX}${SITE_MEDIA_VERSION}/${file}`;
}
