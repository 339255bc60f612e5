import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { StoredPage, type PageEncoding } from "../../../../server/web/pages/stored-page.js";

const HTML = `<!DOCTYPE html><html lang="zh-Hant-TW"><body>${"<p>慈善團體 charity</p>".repeat(200)}</body></html>`;
const ENCODINGS: PageEncoding[] = ["br", "gzip", "identity"];

test("each encoding holds the same page, the compressed ones smaller", async () => {
  const page = await StoredPage.of(HTML, 200);
  expect(page.status).toBe(200);
  const [br, gz, identity] = ENCODINGS.map((encoding) => page.representation(encoding));
  expect(identity?.bytes.toString("utf8")).toBe(HTML);
  expect(brotliDecompressSync(br?.bytes ?? Buffer.alloc(0)).toString("utf8")).toBe(HTML);
  expect(gunzipSync(gz?.bytes ?? Buffer.alloc(0)).toString("utf8")).toBe(HTML);
  expect(br?.bytes.length).toBeLessThan(gz?.bytes.length ?? 0);
  expect(gz?.bytes.length).toBeLessThan(Buffer.byteLength(HTML));
  expect(page.size).toBe((br?.bytes.length ?? 0) + (gz?.bytes.length ?? 0) + Buffer.byteLength(HTML));
  for (const encoding of ENCODINGS) expect(page.representation(encoding).encoding).toBe(encoding);
});

test("a strong ETag per encoding, from the page's bytes alone", async () => {
  const page = await StoredPage.of(HTML, 200);
  const tags = ENCODINGS.map((encoding) => page.representation(encoding).etag);
  expect(tags[2]).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  expect(tags).toEqual([tags[2]?.replace(/"$/, '-br"'), tags[2]?.replace(/"$/, '-gz"'), tags[2]]);
  const again = await StoredPage.of(HTML, 404);
  expect(again.status).toBe(404);
  expect(ENCODINGS.map((encoding) => again.representation(encoding).etag)).toEqual(tags);
  const other = await StoredPage.of(HTML.replace("charity", "Charity"), 200);
  expect(other.representation("identity").etag).not.toBe(tags[2]);
});

test("an empty page is stored too", async () => {
  const page = await StoredPage.of("", 200);
  expect(page.representation("identity").bytes).toHaveLength(0);
  expect(gunzipSync(page.representation("gzip").bytes)).toHaveLength(0);
});
