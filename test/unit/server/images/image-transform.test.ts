// The variant pipeline on real encoded sources: orientation applied then every piece of metadata gone,
// sRGB output, the width never enlarged, the format chosen by Accept, pixel bombs refused from the header,
// SVG and animation passed through untouched.
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import sharp from "sharp";
import { expect, test } from "vitest";
import { isImageError } from "../../../../server/web/images/image-error.js";
import { acceptClass, transform } from "../../../../server/web/images/image-transform.js";
import { sniffFormat } from "../../../../server/web/images/sniff-format.js";
import { alphaPng, animatedGif, cameraJpeg, p3Jpeg, plainWebp, pngBomb, SVG } from "../../../fixtures/image-sources.js";

const limits = { maxPixels: 50_000_000, timeoutSeconds: 20 };

function asking(accept?: string): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  if (accept !== undefined) req.headers.accept = accept;
  return req;
}

test("the browser's Accept decides the class; q=0 means no", () => {
  const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
  expect(acceptClass(asking(chrome), true)).toBe("avif");
  expect(acceptClass(asking(chrome), false)).toBe("webp");
  expect(acceptClass(asking("image/webp,*/*"), true)).toBe("webp");
  expect(acceptClass(asking("image/avif;q=0, image/webp"), true)).toBe("webp");
  expect(acceptClass(asking("*/*"), true)).toBe("legacy");
  expect(acceptClass(asking(), true)).toBe("legacy");
});

test("q-values rank the formats: a lower q for AVIF gives WebP", () => {
  expect(acceptClass(asking("image/webp, image/avif;q=0.5"), true)).toBe("webp");
  expect(acceptClass(asking("image/webp;q=0.4, IMAGE/AVIF"), true)).toBe("avif");
});

test("AVIF stops at 1080 px, where its encode time runs away; wider variants are WebP", () => {
  const chrome = "image/avif,image/webp,*/*";
  expect(acceptClass(asking(chrome), true, 1080)).toBe("avif");
  expect(acceptClass(asking(chrome), true, 1280)).toBe("webp");
  expect(acceptClass(asking("image/avif,*/*"), true, 1920)).toBe("legacy");
});

test("EXIF orientation is applied, then all metadata (camera, GPS, orientation) is removed", async () => {
  // Orientation 6: the stored 1200×800 picture is shown rotated a quarter turn, as 800×1200.
  const source = await cameraJpeg(1200, 800, 6);
  expect((await sharp(source).metadata()).exif).toBeDefined();
  const variant = await transform(source, "jpeg", 640, "legacy", limits);
  expect(variant.format).toBe("jpeg");
  const meta = await sharp(variant.bytes).metadata();
  expect([meta.width, meta.height]).toEqual([640, 960]);
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(variant.bytes.includes("TestCam")).toBe(false);
});

test("a wide-gamut source comes out as sRGB without a profile", async () => {
  const variant = await transform(await p3Jpeg(), "jpeg", 320, "webp", limits);
  const meta = await sharp(variant.bytes).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.space).toBe("srgb");
  expect(meta.icc).toBeUndefined();
});

test("each class gets its format: AVIF, WebP, JPEG for photos and PNG when there is transparency", async () => {
  const photo = await cameraJpeg(900, 600);
  expect((await transform(photo, "jpeg", 480, "avif", limits)).format).toBe("avif");
  expect(sniffFormat((await transform(photo, "jpeg", 480, "avif", limits)).bytes)).toBe("avif");
  expect((await transform(await plainWebp(), "webp", 480, "webp", limits)).format).toBe("webp");
  const png = await transform(await alphaPng(), "png", 480, "legacy", limits);
  expect(png.format).toBe("png");
  expect((await sharp(png.bytes).metadata()).hasAlpha).toBe(true);
});

test("a source narrower than the width is not enlarged", async () => {
  const variant = await transform(await cameraJpeg(400, 300), "jpeg", 1920, "webp", limits);
  expect((await sharp(variant.bytes).metadata()).width).toBe(400);
});

test("a pixel bomb is refused from its header", async () => {
  const bomb = pngBomb();
  const outcome = await transform(bomb, "png", 320, "webp", limits).catch((error: unknown) => error);
  expect(isImageError(outcome) && outcome.status).toBe(422);
});

test("the pixel cap is the configured one", async () => {
  const photo = await cameraJpeg(1200, 800);
  const outcome = await transform(photo, "jpeg", 320, "webp", { ...limits, maxPixels: 900_000 }).catch(
    (error: unknown) => error,
  );
  expect(isImageError(outcome) && outcome.status).toBe(422);
});

test("SVG passes through byte for byte; an animated GIF becomes an animated WebP, or stays a GIF", async () => {
  expect((await transform(SVG, "svg", 320, "avif", limits)).bytes).toBe(SVG);
  const gif = await animatedGif();
  const animated = await transform(gif, "gif", 320, "avif", limits);
  expect(animated.format).toBe("webp");
  expect((await sharp(animated.bytes, { animated: true }).metadata()).pages).toBe(3);
  const legacy = await transform(gif, "gif", 320, "legacy", limits);
  expect(legacy.format).toBe("gif");
  expect(legacy.bytes.equals(gif)).toBe(true);
});

test("an animation's pixel count is every frame's", async () => {
  const gif = await animatedGif(); // 3 frames of 64×64
  const outcome = await transform(gif, "gif", 320, "webp", { ...limits, maxPixels: 64 * 64 * 2 }).catch(
    (error: unknown) => error,
  );
  expect(isImageError(outcome) && outcome.message).toBe("圖片像素超過上限");
});

test("bytes that only claim to be an image are refused", async () => {
  const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg")]);
  const outcome = await transform(fake, "jpeg", 320, "webp", limits).catch((error: unknown) => error);
  expect(isImageError(outcome) && outcome.status).toBe(422);
});

test("formats are told by their bytes, never their names", async () => {
  expect(sniffFormat(await cameraJpeg(20, 20))).toBe("jpeg");
  expect(sniffFormat(await alphaPng(20, 20))).toBe("png");
  expect(sniffFormat(await plainWebp(20, 20))).toBe("webp");
  expect(sniffFormat(await animatedGif())).toBe("gif");
  expect(sniffFormat(SVG)).toBe("svg");
  expect(sniffFormat(Buffer.from('\uFEFF  <?xml version="1.0"?>\n<svg xmlns="x"></svg>'))).toBe("svg");
  expect(sniffFormat(Buffer.from("<html><body>not found</body></html>"))).toBeNull();
  expect(sniffFormat(Buffer.from("%PDF-1.7"))).toBeNull();
  expect(sniffFormat(Buffer.from('{"error":"x"}'))).toBeNull();
});
