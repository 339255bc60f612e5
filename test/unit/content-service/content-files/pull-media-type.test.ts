// content:pull keeps a download only when its content type is a photo or video the site shows and its
// bytes are that type: real files of each kind pass; text, HTML, another format or a truncated file do not.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  mediaContentRefusal,
  mediaTypeRefusal,
} from "../../../../server/content-service/content-files/pull-media-type.js";

const CLIP = fs.readFileSync(path.resolve("test/fixtures/media/clip.webm"));
let dir: string;
const photo = sharp({ create: { width: 8, height: 8, channels: 3, background: "#2f4a7a" } });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
/** An MP4's opening box: size, "ftyp", brand. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(16)]);
const OGG = Buffer.concat([Buffer.from("OggS"), Buffer.alloc(24)]);

const files: Record<string, Buffer> = {};
const saved = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pull-media-type-"));
  Object.assign(files, {
    "a.jpg": await photo.clone().jpeg().toBuffer(),
    "a.png": await photo.clone().png().toBuffer(),
    "a.webp": await photo.clone().webp().toBuffer(),
    "a.gif": await photo.clone().gif().toBuffer(),
    "a.avif": await photo.clone().avif().toBuffer(),
    "a.svg": Buffer.from(SVG),
    "a.webm": CLIP,
    "a.mp4": MP4,
    "a.ogv": OGG,
    "text.txt": Buffer.from("AKIA-INTERNAL-CREDENTIALS"),
    "page.html": Buffer.from("<!doctype html><title>not a photo</title>"),
    "short.mp4": MP4.subarray(0, 6),
  });
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(saved(name), bytes);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("mediaTypeRefusal", () => {
  it("reads the bytes of photo and video types the site shows", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/svg+xml"])
      expect(mediaTypeRefusal(type), type).toBeNull();
    for (const type of ["video/mp4", "video/webm", "video/quicktime", "video/x-m4v", "video/ogg"])
      expect(mediaTypeRefusal(type), type).toBeNull();
  });

  it("refuses any other type, and an answer without one", () => {
    expect(mediaTypeRefusal("text/plain")).toBe("text/plain is not a photo or video");
    expect(mediaTypeRefusal("application/octet-stream")).toBe("application/octet-stream is not a photo or video");
    expect(mediaTypeRefusal("")).toBe("an answer without a content type is not a photo or video");
    expect(mediaTypeRefusal("image/bmp")).toBe("image/bmp is not a kind of photo or video the site shows");
    expect(mediaTypeRefusal("video/x-msvideo")).toBe("video/x-msvideo is not a kind of photo or video the site shows");
  });
});

describe("mediaContentRefusal", () => {
  it("keeps a file that is the type it was sent as", async () => {
    const kept: [string, string][] = [
      ["a.jpg", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.webp", "image/webp"],
      ["a.gif", "image/gif"],
      ["a.avif", "image/avif"],
      ["a.svg", "image/svg+xml"],
      ["a.webm", "video/webm"],
      ["a.mp4", "video/mp4"],
      ["a.ogv", "video/ogg"],
    ];
    for (const [name, type] of kept) expect(await mediaContentRefusal(saved(name), type), name).toBeNull();
  });

  it("refuses text, HTML, another format, and a video too short to tell", async () => {
    const refused: [string, string][] = [
      ["text.txt", "image/jpeg"],
      ["page.html", "image/svg+xml"],
      ["text.txt", "video/mp4"],
      ["page.html", "video/webm"],
      ["a.png", "image/jpeg"],
      ["a.webm", "video/mp4"],
      ["a.jpg", "image/avif"],
      ["short.mp4", "video/mp4"],
    ];
    for (const [name, type] of refused)
      expect(await mediaContentRefusal(saved(name), type), `${name} as ${type}`).toMatch(
        new RegExp(`^the bytes are not ${type.replace("+", "\\+")}`),
      );
  });
});
