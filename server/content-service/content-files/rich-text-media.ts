// Media in rich text: src, href and poster, the only attributes the sanitiser keeps an address in.
import { MEDIA_EXTENSIONS } from "./content-media.js";

const ADDRESS_ATTRIBUTE = /(\s(?:src|href|poster)\s*=\s*)(["'])(.*?)\2/gis;

export function attributeAddresses(html: string): string[] {
  return [...html.matchAll(ADDRESS_ATTRIBUTE)].map((match) => match[3] ?? "");
}

export function replaceAddresses(html: string, replace: (address: string) => string | undefined): string {
  return html.replace(ADDRESS_ATTRIBUTE, (whole, prefix: string, quote: string, address: string) => {
    const next = replace(address);
    return next === undefined ? whole : `${prefix}${quote}${next}${quote}`;
  });
}

/** A path relative to the content file (no scheme, not from the site's root) naming a photo or video. */
export function isRelativeMedia(address: string): boolean {
  if (/^(?:[a-z][a-z0-9+.-]*:|[/#?\\])/i.test(address)) return false;
  const extension = /\.([a-z0-9]+)$/i.exec(address.split(/[?#]/)[0] ?? "")?.[1]?.toLowerCase();
  return extension !== undefined && MEDIA_EXTENSIONS.has(extension);
}
