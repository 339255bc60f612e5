// The one path spelling the image endpoint accepts on a media origin (docs/images.md): the same picture
// under `%68`, `//`, `/./` or `?v=1` would be another cache key and another fetch and transform.
const SEGMENT = String.raw`(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-F]{2})+`;
const CANONICAL_PATH = new RegExp(`^(?:/${SEGMENT})+$`);
const UNRESERVED = /[A-Za-z0-9._~-]/;

export function isCanonicalPath(rawPath: string): boolean {
  if (!CANONICAL_PATH.test(rawPath)) return false;
  if (rawPath.split("/").some((s) => s === ".." || s === ".")) return false;
  // Encoded slash, backslash, control characters and anything that did not need encoding (a space may be).
  const encoded = rawPath.match(/%[0-9A-F]{2}/g) ?? [];
  return encoded.every((e) => {
    const byte = parseInt(e.slice(1), 16);
    if (byte >= 0x80) return true;
    return (
      byte >= 0x20 && byte !== 0x2f && byte !== 0x5c && byte !== 0x7f && !UNRESERVED.test(String.fromCharCode(byte))
    );
  });
}

export function isCanonicalAbsolute(src: string): boolean {
  const match = /^https?:\/\/[^/?#]+(\/[^#]*)?$/i.exec(src);
  const rest = match?.[1];
  return rest !== undefined && !rest.includes("?") && isCanonicalPath(rest);
}
