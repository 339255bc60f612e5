// A site path has one leading "/", never "//", which a browser reads as another host.

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value);
}
