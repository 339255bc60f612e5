import { beforeEach, expect, test } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { isImageError } from "../../../../server/web/images/image-error.js";
import type { ImageSource } from "../../../../server/web/images/image-source.js";
import { originalAnswers } from "../../../../server/web/images/original-answer.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});
beforeEach(() => {
  lines.length = 0;
});

const MAX_PIXELS = 10_000;
const file = (name: string): ImageSource => ({ kind: "file", file: name, immutable: true });
const http = (href: string): ImageSource => ({ kind: "http", url: new URL(href), trusted: false, immutable: false });

/** A BMP whose header claims width x height (a 40-byte info header; no pixel data is needed). */
function bmp(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(54);
  bytes.write("BM", 0, "latin1");
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  return bytes;
}

test("the source's own bytes are answered with its type, marked original", () => {
  const originals = originalAnswers(logger, MAX_PIXELS);
  const bytes = Buffer.from("<svg/>");
  const answer = originals.answer(file("a.svg"), bytes, "svg", "v1", "format not decoded here");
  expect(answer).toMatchObject({ contentType: "image/svg+xml", bytes, original: true });
  expect(answer.etag).toMatch(/^[0-9a-f]{20}$/);
});

test("the ETag follows the validator and the source", () => {
  const originals = originalAnswers(logger, MAX_PIXELS);
  const bytes = Buffer.from("x");
  const etag = (source: ImageSource, validator: string) => originals.answer(source, bytes, "svg", validator, "r").etag;
  expect(etag(file("a.svg"), "v1")).toBe(etag(file("a.svg"), "v1"));
  expect(etag(file("a.svg"), "v2")).not.toBe(etag(file("a.svg"), "v1"));
  expect(etag(file("b.svg"), "v1")).not.toBe(etag(file("a.svg"), "v1"));
});

test("an answer is kept for its source, and only for it", () => {
  const originals = originalAnswers(logger, MAX_PIXELS);
  expect(originals.kept(file("a.bmp"))).toBeUndefined();
  const answer = originals.answer(file("a.bmp"), bmp(10, 10), "bmp", "v1", "r");
  expect(originals.kept(file("a.bmp"))).toBe(answer);
  expect(originals.kept(file("b.bmp"))).toBeUndefined();
  expect(originalAnswers(logger, MAX_PIXELS).kept(file("a.bmp"))).toBeUndefined();
});

test("a BMP header claiming more pixels than the cap is refused and not kept", () => {
  const originals = originalAnswers(logger, MAX_PIXELS);
  expect(originals.answer(file("ok.bmp"), bmp(100, -100), "bmp", "v", "r").original).toBe(true);
  const refused = (() => {
    try {
      return originals.answer(file("big.bmp"), bmp(101, -100), "bmp", "v", "r");
    } catch (error) {
      return error;
    }
  })();
  expect(isImageError(refused) && [refused.status, refused.message]).toEqual([422, "圖片像素超過上限"]);
  expect(originals.kept(file("big.bmp"))).toBeUndefined();
});

test("each source is logged once, however often it is answered", () => {
  const originals = originalAnswers(logger, MAX_PIXELS);
  const source = http("https://cdn.example/a.ico");
  for (let i = 0; i < 3; i += 1) originals.answer(source, Buffer.alloc(6), "ico", "v", "codec failed");
  originals.answer(file("a.svg"), Buffer.from("x"), "svg", "v", "format not decoded here");
  expect(lines).toMatchObject([
    { src: "https://cdn.example/a.ico", format: "ico", reason: "codec failed", msg: "image answered untransformed" },
    { src: "site-media:a.svg", format: "svg" },
  ]);
});
