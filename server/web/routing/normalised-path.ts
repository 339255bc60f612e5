// The one spelling of a path every rule reads (page match, donation limit, proxy dispatch), so no
// spelling of an address (encoded, extra slashes, dot segments) escapes a rule.

/** Each segment percent-decoded once, as the router and the upstream decode it; empty ones dropped. */
export function normalisedPath(pathname: string): string {
  let path = "";
  for (const segment of pathname.split("/")) {
    if (segment === "") continue;
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape stays as sent.
    }
    for (const part of decoded.split("/")) if (part !== "") path += `/${part}`;
  }
  return path === "" ? "/" : path;
}
