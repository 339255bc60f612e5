// "/", "about" -> "/about"; "/", "*" -> "/*".

export function joinRoutePath(patterns: readonly (string | undefined)[]): string {
  const segments: string[] = [];
  for (const pattern of patterns)
    for (const segment of (pattern ?? "").split("/")) if (segment !== "") segments.push(segment);
  return `/${segments.join("/")}`;
}
