// The path a request target names, in the one spelling every reader agrees on (the page router, the
// proxy, the upstream): what a rule keyed on a path (which posts the donation limit counts) must read,
// so that no spelling of an address (encoded, upper-case, extra slashes, dot segments) escapes it.

/**
 * Dot segments resolved (also `%2e`, as URL parsers do), each segment percent-decoded once (as the page
 * router and the upstream decode it), lower-case (routes match without case), and empty segments dropped
 * (repeated and trailing slashes). The query is not part of it.
 */
export function normalisedPath(target: string): string {
  const raw = target.split("?", 1)[0] ?? "/";
  let resolved: string;
  try {
    resolved = new URL(raw.replace(/^\/+/, "/"), "http://site.invalid").pathname;
  } catch {
    resolved = raw;
  }
  const segments = resolved.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return `/${segments
    .join("/")
    .split("/")
    .filter((s) => s !== "")
    .join("/")
    .toLowerCase()}`;
}
