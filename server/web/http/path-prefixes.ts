// The URL prefixes answered besides pages, written once here.
export const API_PREFIX = "/api";
export const MEDIA_PREFIX = "/media";
export const ASSETS_PREFIX = "/assets";
export const IMAGES_PREFIX = "/images";

export function isUnder(prefix: string, target: string): boolean {
  if (!target.startsWith(prefix)) return false;
  const next = target.charAt(prefix.length);
  return next === "" || next === "/" || next === "?";
}

export function isProxiedTarget(target: string): boolean {
  return isUnder(API_PREFIX, target) || isUnder(MEDIA_PREFIX, target);
}
