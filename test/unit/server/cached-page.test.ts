import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { CachedPage } from "../../../server/ssr/cached-page.js";

const PLACEHOLDER = "nonce-0123456789abcdef";

function pageWith(count: number): string {
  const body = Array.from({ length: 400 }, (_, i) => `<p>第 ${i} 段：集團新聞與公益活動</p>`).join("");
  const parts = [`<html><head><script nonce="${PLACEHOLDER}"></script></head><body>`, body];
  for (let i = 1; i < count; i++) parts.push(`<script nonce="${PLACEHOLDER}">x=${i}</script>`);
  parts.push("</body></html>");
  return parts.join("");
}

test.each([1, 2, 5])(
  "the gzip built from precompressed pieces decodes to the page with the nonce (%i nonces)",
  (count) => {
    const html = pageWith(count);
    const page = new CachedPage(html, PLACEHOLDER);
    const nonce = "Zd0Fjr4I3lgvXkhTRfcNCQ==";
    const expected = html.split(PLACEHOLDER).join(nonce);
    expect(page.html(nonce).toString("utf8")).toBe(expected);
    // gunzip checks the CRC32 and length trailer too.
    expect(gunzipSync(page.gzip(nonce)).toString("utf8")).toBe(expected);
  },
);

test("each response gets its own nonce; the stored page keeps none", () => {
  const page = new CachedPage(pageWith(2), PLACEHOLDER);
  const a = gunzipSync(page.gzip("AAAAAAAAAAAAAAAAAAAAAA==")).toString("utf8");
  const b = gunzipSync(page.gzip("BBBBBBBBBBBBBBBBBBBBBB==")).toString("utf8");
  expect(a).toContain('nonce="AAAAAAAAAAAAAAAAAAAAAA=="');
  expect(a).not.toContain("BBBB");
  expect(b).toContain('nonce="BBBBBBBBBBBBBBBBBBBBBB=="');
  expect(a).not.toContain(PLACEHOLDER);
});

test("the compressed page is much smaller than the HTML", () => {
  const page = new CachedPage(pageWith(2), PLACEHOLDER);
  const nonce = "Zd0Fjr4I3lgvXkhTRfcNCQ==";
  expect(page.gzip(nonce).length).toBeLessThan(page.html(nonce).length / 4);
});
