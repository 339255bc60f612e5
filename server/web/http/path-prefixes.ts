// The URL prefixes the web server answers besides pages, each written once here: the proxy's mount, the
// compression rule, the metrics labels and the static handlers all ask these.
export const API_PREFIX = "/api";
export const MEDIA_PREFIX = "/media";
export const ASSETS_PREFIX = "/assets";
export const IMAGES_PREFIX = "/images";

/** The path, or a target with a query, lies under `prefix` ("/api", "/api/x", "/api?x": yes; "/apix": no). */
export function isUnder(prefix: string, target: string): boolean {
  if (!target.startsWith(prefix)) return false;
  const next = target.charAt(prefix.length);
  return next === "" || next === "/" || next === "?";
}

/** A target the upstream proxy is asked about: /api and /media, and everything under them. */
export function isProxiedTarget(target: string): boolean {
  return isUnder(API_PREFIX, target) || isUnder(MEDIA_PREFIX, target);
}
