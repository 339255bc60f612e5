// If-None-Match as RFC 9110 section 13.1.2 reads it: "*" matches any current representation, else a
// comma-separated list of entity tags compared weakly (W/ ignored on both sides).

/** The opaque part of an entity tag: `W/"x"` and `"x"` both give `"x"`. */
function opaque(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed;
}

/** Splits a list of entity tags; commas inside quotes belong to the tag. */
function entityTags(header: string): string[] {
  const tags: string[] = [];
  const pattern = /\s*((?:W\/)?"[^"]*")\s*(?:,|$)/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(header)) !== null) {
    if (match[0] === "") break;
    if (match[1]) tags.push(match[1]);
  }
  return tags;
}

/** True when the request's If-None-Match matches `etag`: the client already has these bytes. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const wanted = opaque(etag);
  return entityTags(header).some((tag) => opaque(tag) === wanted);
}
