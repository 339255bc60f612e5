// Upstream content is untrusted: only http(s) and site-relative addresses become links or media.

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function safeHref(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  // Browsers ignore leading/trailing whitespace and control characters in URLs, so do we.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped here
  const value = raw.replace(/[\u0000-\u0020\u007f]+/g, (m, offset: number) =>
    offset === 0 || offset + m.length === raw.length ? "" : m,
  );
  if (value === "") return null;
  // eslint-disable-next-line no-control-regex -- a control character inside a URL makes it unusable
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith("/")) {
    // "//host" and "/\host" are protocol-relative in browsers.
    return value.startsWith("//") || value.startsWith("/\\") ? null : value;
  }
  if (SCHEME.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function safeMediaUrl(raw: string | null | undefined): string {
  return safeHref(raw) ?? "";
}
