// The path a branch of matched routes spells: each route's own pattern, joined ("/", "about" ->
// "/about"; "/", "*" -> "/*"). The page key renders a page from it; the metrics label names requests by it.

export function joinRoutePath(patterns: readonly (string | undefined)[]): string {
  const segments: string[] = [];
  for (const pattern of patterns)
    for (const segment of (pattern ?? "").split("/")) if (segment !== "") segments.push(segment);
  return `/${segments.join("/")}`;
}
