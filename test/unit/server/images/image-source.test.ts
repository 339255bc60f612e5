// The source allow-list: every SSRF spelling the endpoint could be handed is refused from the parameter alone.
import { expect, test } from "vitest";
import { isImageError } from "../../../../server/web/images/image-error.js";
import { resolveSource, sourceKey, type SourceRules } from "../../../../server/web/images/image-source.js";
import { siteMedia } from "../../../../shared/lib/site-media.js";

const rules: SourceRules = {
  upstreamUrl: "http://127.0.0.1:4000",
  mediaOrigins: ["https://cdn.example.com"],
  siteMediaUrl: null,
};

function statusOf(src: unknown, given: SourceRules = rules): number {
  try {
    resolveSource(src, given);
    return 200;
  } catch (error) {
    if (isImageError(error)) return error.status;
    throw error;
  }
}

test("upstream /media paths are read from the upstream", () => {
  const source = resolveSource("/media/news/photo-1.jpg", rules);
  expect(source).toMatchObject({ kind: "http", trusted: true, immutable: false });
  expect(source.kind === "http" && source.url.href).toBe("http://127.0.0.1:4000/media/news/photo-1.jpg");
});

test("an upstream with a path prefix keeps it", () => {
  const source = resolveSource("/media/a.jpg", { ...rules, upstreamUrl: "http://content.internal/base" });
  expect(source.kind === "http" && source.url.href).toBe("http://content.internal/media/a.jpg");
});

test("site media come from public/ or from SITE_MEDIA_URL, and are immutable", () => {
  expect(resolveSource(siteMedia("site-alpha.webp"), rules)).toEqual({
    kind: "file",
    file: "site-alpha.webp",
    immutable: true,
  });
  const cdn = resolveSource(siteMedia("site-alpha.webp"), {
    ...rules,
    siteMediaUrl: "https://static.example.com/site",
  });
  expect(cdn.kind === "http" && cdn.url.href).toBe("https://static.example.com/site/site-alpha.webp");
  expect(cdn).toMatchObject({ trusted: false, immutable: true });
});

test("a site media address of another version is a 404, not other content", () => {
  expect(statusOf("/site-media/0123abcd/site-alpha.webp")).toBe(404);
});

test("a media origin's picture has one cache key: its canonical address", () => {
  const source = resolveSource("https://cdn.example.com/photos/%E7%85%A7.jpg", rules);
  expect(sourceKey(source)).toBe("https://cdn.example.com/photos/%E7%85%A7.jpg");
  expect(sourceKey(resolveSource("/media/a.jpg", rules))).toBe("http://127.0.0.1:4000/media/a.jpg");
});

test("absolute addresses on a media origin are allowed, untrusted (their DNS answer is checked)", () => {
  const source = resolveSource("https://cdn.example.com/photos/a.jpg", rules);
  expect(source).toMatchObject({ kind: "http", trusted: false });
  expect(
    statusOf("https://static.example.com/site/x.jpg", { ...rules, siteMediaUrl: "https://static.example.com/site" }),
  ).toBe(200);
});

test.each([
  ["missing", undefined],
  ["repeated", ["/media/a.jpg", "/media/b.jpg"]],
  ["empty", ""],
  ["too long", `/media/${"a".repeat(2100)}.jpg`],
  ["another host", "https://evil.example.com/a.jpg"],
  ["a look-alike host", "https://cdn.example.com.evil.com/a.jpg"],
  ["loopback by address", "http://127.0.0.1:4000/media/a.jpg"],
  ["loopback by name", "http://localhost:4000/media/a.jpg"],
  ["loopback as one decimal number", "http://2130706433/media/a.jpg"],
  ["loopback in hex", "http://0x7f.1/media/a.jpg"],
  ["loopback in octal", "http://0177.0.0.1/media/a.jpg"],
  ["IPv6 loopback", "http://[::1]:4000/media/a.jpg"],
  ["IPv4-mapped IPv6 loopback", "http://[::ffff:127.0.0.1]/a.jpg"],
  ["IPv6 unspecified", "http://[::]/a.jpg"],
  ["cloud metadata", "http://169.254.169.254/latest/meta-data"],
  ["private network", "http://10.0.0.5/a.jpg"],
  ["file: scheme", "file:///etc/passwd"],
  ["data: scheme", "data:image/png;base64,AAAA"],
  ["ftp scheme", "ftp://cdn.example.com/a.jpg"],
  ["gopher scheme", "gopher://127.0.0.1:6379/_INFO"],
  ["userinfo before an allowed host", "https://user:pass@cdn.example.com/a.jpg"],
  ["allowed host as userinfo", "https://cdn.example.com@127.0.0.1/a.jpg"],
  ["allowed host as userinfo, encoded", "https://cdn.example.com%40127.0.0.1/a.jpg"],
  ["fragment trick", "http://127.0.0.1#@cdn.example.com/a.jpg"],
  ["upper-case host", "https://CDN.example.com/a.jpg"],
  ["explicit default port", "https://cdn.example.com:443/a.jpg"],
  ["backslash host", "https://cdn.example.com\\@127.0.0.1/a.jpg"],
  ["protocol-relative", "//127.0.0.1/media/a.jpg"],
  ["protocol-relative with backslash", "/\\127.0.0.1/media/a.jpg"],
  ["leading space", " https://cdn.example.com/a.jpg"],
  ["tab inside", "https://cdn.example.com/a\t.jpg"],
  ["newline inside", "/media/a.jpg\nHost: x"],
  ["dot segment", "/media/../api/homepage/slider"],
  ["encoded dot segment", "/media/%2e%2e/api/homepage/slider"],
  ["encoded slash", "/media/a%2fb.jpg"],
  ["dot segment on a media origin", "https://cdn.example.com/a/../../b.jpg"],
  ["encoded dot segment on a media origin", "https://cdn.example.com/a/%2e%2e/b.jpg"],
  ["a query on /media", "/media/a.jpg?x=1"],
  ["a query on a media origin", "https://cdn.example.com/photos/a.jpg?v=2"],
  ["an empty query on a media origin", "https://cdn.example.com/photos/a.jpg?"],
  ["an encoded letter on a media origin", "https://cdn.example.com/photos/%61.jpg"],
  ["lower-case percent-encoding on a media origin", "https://cdn.example.com/%e7%85%a7.jpg"],
  ["an empty segment on a media origin", "https://cdn.example.com//photos/a.jpg"],
  ["a trailing slash on a media origin", "https://cdn.example.com/photos/"],
  ["a single-dot segment on a media origin", "https://cdn.example.com/./photos/a.jpg"],
  ["an encoded NUL on a media origin", "https://cdn.example.com/a%00.jpg"],
  ["another site path", "/api/homepage/slider"],
  ["a page", "/about"],
  ["site media outside the folder", "/site-media/00000000/../../server/config.ts"],
  ["the upstream origin written out", "http://127.0.0.1:4000/media/a.jpg"],
])("%s is refused", (_name, src) => {
  expect(statusOf(src)).toBe(400);
});
