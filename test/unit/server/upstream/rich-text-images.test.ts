// Images in upstream rich text: a source the image endpoint serves becomes a srcset of variants with
// sizes for the page column; every hostile or foreign source is left to the sanitiser, never rewritten.
import { expect, test } from "vitest";
import { MAX_REWRITTEN_IMAGES, sanitizeHtml } from "../../../../server/web/upstream/sanitize-html.js";
import { SITE_MEDIA_VERSION } from "../../../../shared/lib/site-media-version.js";

const rules = {
  upstreamUrl: "http://127.0.0.1:4000",
  mediaOrigins: ["https://cdn.example.org"],
  siteMediaUrl: null,
};

const img = (attrs: string) => sanitizeHtml(`<img ${attrs}>`, rules);

test("an upstream /media image gets variants, the page column's sizes, lazy loading and async decoding", () => {
  const out = img('src="/media/news/a.jpg" alt="法會"');
  expect(out).toContain('src="/_img?src=%2Fmedia%2Fnews%2Fa.jpg&amp;w=828"');
  expect(out).toContain("/_img?src=%2Fmedia%2Fnews%2Fa.jpg&amp;w=320 320w");
  expect(out).toContain("&amp;w=1920 1920w");
  expect(out).toContain('sizes="(min-resolution: 2.5dppx) and (max-width: 766px) calc(66.67vw - 21.33px)');
  expect(out).toMatch(/alt="法會".*loading="lazy" decoding="async"/);
});

test("a width attribute caps the sizes and the srcset at twice that width, and width/height stay", () => {
  const out = img('src="/media/a.jpg" width="300" height="200"');
  expect(out).toContain('width="300" height="200"');
  expect(out).toContain("(max-width: 332px) calc(100vw - 32px), (min-resolution: 2.5dppx) 200px, 300px");
  expect(out).toContain("&amp;w=640 640w");
  expect(out).not.toContain("w=750");
});

test("dimensions that are not plain numbers are dropped", () => {
  for (const w of ["50%", "1e3", "-1", "0", "99999", "30px", "3 0"]) {
    expect(img(`src="/media/a.jpg" width="${w}" height="${w}"`)).not.toMatch(/ width=| height=/);
  }
});

test("configured media origins and the site's own media go through the endpoint", () => {
  expect(img('src="https://cdn.example.org/p/a.jpg"')).toContain(
    'src="/_img?src=https%3A%2F%2Fcdn.example.org%2Fp%2Fa.jpg',
  );
  expect(img(`src="/site-media/${SITE_MEDIA_VERSION}/about.svg"`)).toContain("/_img?src=%2Fsite-media%2F");
});

test("an upstream srcset or sizes never passes, rewritten or not", () => {
  for (const src of ["/media/a.jpg", "https://elsewhere.example/a.jpg"]) {
    const out = img(`src="${src}" srcset="https://evil.example/x.jpg 1w" sizes="1px" decoding="sync"`);
    expect(out).not.toContain("evil");
    expect(out).not.toContain('sizes="1px"');
    expect(out).toContain('decoding="async"');
  }
});

test("sources the endpoint refuses stay as the sanitiser left them, never rewritten", () => {
  const hostile = [
    "https://evil.example/a.jpg",
    "http://127.0.0.1:4000/media/a.jpg",
    "http://2130706433/media/a.jpg",
    "http://[::ffff:127.0.0.1]/a.jpg",
    "https://CDN.example.org/a.jpg",
    "https://cdn.example.org:443/a.jpg",
    "https://user@cdn.example.org/a.jpg",
    "https://cdn.example.org@127.0.0.1/a.jpg",
    "https://cdn.example.org/../x.jpg",
    "https://cdn.example.org/%2e%2e/x.jpg",
    "/media/../etc/passwd",
    "/media/a%2f..%2fb.jpg",
    "/site-media/00000000/about.svg",
    "/api/page",
  ];
  for (const src of hostile) expect(img(`src="${src}"`), src).not.toContain("/_img");
  for (const src of [
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "file:///etc/passwd",
    "//evil.example/a.jpg",
  ]) {
    expect(img(`src="${src}"`), src).toBe('<img alt="" loading="lazy" decoding="async" />');
  }
});

test("without image rules nothing is rewritten", () => {
  expect(sanitizeHtml('<img src="/media/a.jpg" width="300">')).toBe(
    '<img alt="" src="/media/a.jpg" width="300" loading="lazy" decoding="async" />',
  );
});

test("past MAX_REWRITTEN_IMAGES images in one field the rest keep their plain address", () => {
  const out = sanitizeHtml('<img src="/media/a.jpg">'.repeat(MAX_REWRITTEN_IMAGES + 5), rules);
  expect(out.split("srcset=").length - 1).toBe(MAX_REWRITTEN_IMAGES);
  expect(out.split('src="/media/a.jpg"').length - 1).toBe(5);
  // Each field has its own count.
  expect(sanitizeHtml('<img src="/media/a.jpg">', rules)).toContain("srcset=");
});

test("a media origin's picture under a query or another spelling keeps its own address, shown as it is", () => {
  for (const src of ["https://cdn.example.org/p/a.jpg?v=2", "https://cdn.example.org//p/a.jpg"]) {
    const out = img(`src="${src}"`);
    expect(out).toContain(`src="${src}"`);
    expect(out).not.toContain("/_img");
  }
});
