// GET /_img through the real app, with sources made by sharp and served by a local media server.
import http from "node:http";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { Config } from "../../server/web/config.js";
import { alphaPng, animatedGif, cameraJpeg, plainWebp, pngBomb, SVG } from "../fixtures/image-sources.js";
import { startImageUpstream, type ImageUpstream } from "../fixtures/image-upstream.js";
import { siteMedia } from "../../shared/lib/site-media.js";
import { statusPage } from "../../server/web/http/status-page.js";
import { buildApp, testConfig } from "./app-harness.js";

const HTML = "text/html; charset=utf-8";
const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
let upstream: ImageUpstream;
let photo: Buffer;

beforeAll(async () => {
  upstream = await startImageUpstream();
  photo = await cameraJpeg(1600, 1200, 6);
  upstream.set("/media/photo.jpg", { body: photo, headers: { "content-type": "image/jpeg", etag: '"v1"' } });
  upstream.set("/media/alpha.png", { body: await alphaPng(), headers: { "content-type": "image/png" } });
  upstream.set("/media/plain.webp", { body: await plainWebp(), headers: { "content-type": "image/webp" } });
  upstream.set("/media/logo.svg", { body: SVG, headers: { "content-type": "image/svg+xml" } });
  upstream.set("/media/anim.gif", { body: await animatedGif(), headers: { "content-type": "image/gif" } });
  upstream.set("/media/bomb.png", { body: pngBomb(), headers: { "content-type": "image/png" } });
  upstream.set("/media/page.jpg", { body: "<html>login</html>", headers: { "content-type": "text/html" } });
  upstream.set("/media/broken.jpg", { status: 500, body: "boom" });
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.hits.length = 0;
});

/** An app with its own empty variant cache (and any other overrides). */
async function app(images: Partial<Config["images"]> = {}, overrides: Partial<Config> = {}, url = upstream.url) {
  const base = testConfig();
  const cacheDir = await mkdtemp(path.join(tmpdir(), "images-test-"));
  return buildApp(url, { ...overrides, images: { ...base.images, cacheDir, ...images } });
}

/** A binary answer's bytes: supertest buffers image responses, so anything else fails the test. */
function bytesOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new Error(`expected a binary body, got ${typeof body}`);
  return body;
}

const img = (src: string, w = 640) => `/_img?src=${encodeURIComponent(src)}&w=${w}`;

test("a photo becomes a variant of the asked width in the best accepted format, without metadata", async () => {
  const res = await request(await app())
    .get(img("/media/photo.jpg"))
    .set("accept", CHROME_ACCEPT)
    .expect(200);
  expect(res.headers["content-type"]).toBe("image/avif");
  expect(res.headers.vary).toBe("Accept");
  expect(res.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
  expect(res.headers.etag).toMatch(/^"[0-9a-f]{20}"$/);
  expect(res.headers["content-security-policy"]).toContain("sandbox");
  const meta = await sharp(bytesOf(res.body)).metadata();
  // EXIF orientation 6 was applied: the 1600×1200 stored picture stands upright.
  expect([meta.format, meta.width, meta.height]).toEqual(["heif", 640, 853]);
  expect(meta.exif).toBeUndefined();
  expect(bytesOf(res.body).length).toBeLessThan(photo.length / 5);
});

test("WebP for browsers that take WebP, JPEG or PNG (transparency) for the rest", async () => {
  const server = await app();
  const webp = await request(server).get(img("/media/photo.jpg")).set("accept", "image/webp,*/*").expect(200);
  expect(webp.headers["content-type"]).toBe("image/webp");
  const jpeg = await request(server).get(img("/media/plain.webp", 320)).set("accept", "*/*").expect(200);
  expect(jpeg.headers["content-type"]).toBe("image/jpeg");
  const png = await request(server).get(img("/media/alpha.png", 320)).expect(200);
  expect(png.headers["content-type"]).toBe("image/png");
  const noAvif = await request(await app({ avif: false }))
    .get(img("/media/photo.jpg"))
    .set("accept", CHROME_ACCEPT);
  expect(noAvif.headers["content-type"]).toBe("image/webp");
});

test("the ETag answers a revalidation with 304 and follows the source's validator", async () => {
  const server = await app();
  const first = await request(server).get(img("/media/photo.jpg")).set("accept", "image/webp").expect(200);
  const etag = String(first.headers.etag);
  const again = await request(server)
    .get(img("/media/photo.jpg"))
    .set("accept", "image/webp")
    .set("if-none-match", etag);
  expect(again.status).toBe(304);
  expect(again.headers["cache-control"]).toContain("max-age=86400");
  // Same source validator in a fresh cache: same ETag. A new source version: a new ETag.
  const fresh = await request(await app())
    .get(img("/media/photo.jpg"))
    .set("accept", "image/webp");
  expect(fresh.headers.etag).toBe(etag);
  upstream.set("/media/photo-v2.jpg", { body: photo, headers: { etag: '"v2"' } });
  const other = await request(server).get(img("/media/photo-v2.jpg")).set("accept", "image/webp");
  expect(other.headers.etag).not.toBe(etag);
});

test("fifty simultaneous requests for a new variant make one source fetch and one transform", async () => {
  const server = await app();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => request(server).get(img("/media/photo.jpg", 480)).set("accept", "image/webp")),
  );
  expect(answers.every((res) => res.status === 200)).toBe(true);
  expect(new Set(answers.map((res) => String(res.headers.etag))).size).toBe(1);
  expect(upstream.hits.filter((hit) => hit === "/media/photo.jpg")).toHaveLength(1);
});

test("a cached variant is served with the upstream down, also after a restart", async () => {
  const source = await startImageUpstream();
  source.set("/media/kept.jpg", { body: photo });
  const base = testConfig();
  const cacheDir = await mkdtemp(path.join(tmpdir(), "images-test-"));
  const config = { images: { ...base.images, cacheDir } };
  const first = await request(buildApp(source.url, config)).get(img("/media/kept.jpg")).set("accept", "image/webp");
  expect(first.status).toBe(200);
  await source.close();
  const restarted = buildApp(source.url, config);
  const later = await request(restarted).get(img("/media/kept.jpg")).set("accept", "image/webp").expect(200);
  expect(Buffer.compare(bytesOf(later.body), bytesOf(first.body))).toBe(0);
  // A variant never made cannot be: the source is unreachable, a clean 502.
  const missing = await request(restarted).get(img("/media/kept.jpg", 320)).set("accept", "image/webp");
  expect(missing.status).toBe(502);
  expect(missing.headers["cache-control"]).toBe("no-store");
});

test("SVG passes through untouched, unable to run anything; an animated GIF stays animated", async () => {
  const server = await app();
  const svg = await request(server).get(img("/media/logo.svg")).set("accept", CHROME_ACCEPT).expect(200);
  expect(svg.headers["content-type"]).toBe("image/svg+xml");
  expect(String(svg.body)).toBe(SVG.toString());
  expect(svg.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  // WebP-capable browsers get an animated WebP (never enlarged), every frame kept.
  const webp = await request(server).get(img("/media/anim.gif", 160)).set("accept", CHROME_ACCEPT).expect(200);
  expect(webp.headers["content-type"]).toBe("image/webp");
  const meta = await sharp(bytesOf(webp.body), { animated: true }).metadata();
  expect([meta.format, meta.pages, meta.width, meta.pageHeight]).toEqual(["webp", 3, 64, 64]);
  // The others get the GIF as it is, since a JPEG or PNG would lose the animation.
  const gif = await request(server).get(img("/media/anim.gif")).set("accept", "image/png,image/*").expect(200);
  expect(gif.headers["content-type"]).toBe("image/gif");
  expect((await sharp(bytesOf(gif.body), { animated: true }).metadata()).pages).toBe(3);
});

test("a source that fails or is not an image gets the site's status page, never a hang", async () => {
  const server = await app({ timeoutMs: 1000 });
  const notImage = await request(server).get(img("/media/page.jpg")).expect(422);
  expect([notImage.headers["content-type"], notImage.text]).toEqual([HTML, statusPage(422, "圖片來源不是圖片")]);
  const missing = await request(server).get(img("/media/missing.jpg")).expect(404);
  expect([missing.headers["content-type"], missing.headers["cache-control"]]).toEqual([HTML, "public, max-age=60"]);
  await request(server).get(img("/media/broken.jpg")).expect(502);
  upstream.set("/media/hang.jpg", { hang: true });
  await request(server).get(img("/media/hang.jpg")).expect(504);
});

test("a failed source is not asked again for every request in the next moments", async () => {
  const server = await app();
  await request(server).get(img("/media/broken.jpg")).expect(502);
  await request(server).get(img("/media/broken.jpg")).expect(502);
  expect(upstream.hits.filter((hit) => hit === "/media/broken.jpg")).toHaveLength(1);
});

test("source bytes are capped, announced or counted", async () => {
  const server = await app({ maxSourceBytes: 1024 * 1024 });
  const big = Buffer.concat([photo, Buffer.alloc(1024 * 1024)]);
  upstream.set("/media/big.jpg", { body: big });
  upstream.set("/media/big-chunked.jpg", { body: big, chunked: true });
  await request(server).get(img("/media/big.jpg")).expect(422);
  await request(server).get(img("/media/big-chunked.jpg")).expect(422);
});

test("a decompression bomb is refused before it is decoded", async () => {
  const res = await request(await app())
    .get(img("/media/bomb.png"))
    .expect(422);
  expect(res.text).toContain("像素");
});

test("widths outside the list and sources outside the allow-list are 400s that reach no source", async () => {
  const server = await app();
  await request(server).get(img("/media/photo.jpg", 641)).expect(400);
  await request(server).get("/_img?src=%2Fmedia%2Fphoto.jpg").expect(400);
  await request(server).get("/_img?w=640").expect(400);
  await request(server).get("/_img?src=%2Fmedia%2Fphoto.jpg&src=%2Fmedia%2Fx.jpg&w=640").expect(400);
  await request(server).get("/_img?src[a]=1&w=640").expect(400);
  await request(server)
    .get(img(`${upstream.url}/media/photo.jpg`))
    .expect(400);
  await request(server).get(img("http://[::1]/media/photo.jpg")).expect(400);
  await request(server).get(img("file:///etc/passwd")).expect(400);
  expect(upstream.hits).toEqual([]);
});

test("a media origin's address is fetched; a redirect to another host is not followed", async () => {
  const cdn = await startImageUpstream();
  cdn.set("/p/a.jpg", { body: photo });
  cdn.set("/p/moved.jpg", { status: 301, headers: { location: "/p/a.jpg" } });
  cdn.set("/p/away.jpg", { status: 302, headers: { location: `${upstream.url}/media/photo.jpg` } });
  cdn.set("/p/file.jpg", { status: 302, headers: { location: "file:///etc/passwd" } });
  const server = await app({}, { mediaOrigins: [cdn.url] });
  await request(server)
    .get(img(`${cdn.url}/p/a.jpg`))
    .expect(200);
  await request(server)
    .get(img(`${cdn.url}/p/moved.jpg`))
    .expect(200);
  await request(server)
    .get(img(`${cdn.url}/p/away.jpg`))
    .expect(502);
  await request(server)
    .get(img(`${cdn.url}/p/file.jpg`))
    .expect(502);
  expect(upstream.hits).toEqual([]);
  await cdn.close();
});

test("a burst beyond the queue is refused at once with 503 instead of piling up", async () => {
  const slow = await startImageUpstream();
  for (let i = 0; i < 8; i += 1) slow.set(`/media/slow-${i}.jpg`, { body: photo, delayMs: 1500 });
  const server = await app({ concurrency: 1, queueLimit: 1 }, {}, slow.url);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => request(server).get(img(`/media/slow-${i}.jpg`, 320))),
  );
  const statuses = answers.map((res) => res.status).sort();
  expect(statuses).toContain(503);
  expect(statuses).toContain(200);
  await slow.close();
});

test("the site's own images are served from public/site-media: as they are for a year, and as variants", async () => {
  const server = http.createServer(await app()).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const file = await fetch(base + siteMedia("site-alpha.webp"));
  expect(file.status).toBe(200);
  expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(file.headers.get("content-type")).toBe("image/webp");
  expect(file.headers.get("content-security-policy")).toContain("sandbox");
  expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 675 });
  for (const wrong of [
    "/site-media/00000000/site-alpha.webp",
    siteMedia("..%2Fpackage.json"),
    siteMedia("missing.webp"),
  ]) {
    const missing = await fetch(base + wrong);
    expect([missing.status, missing.headers.get("content-type")], wrong).toEqual([404, HTML]);
    expect(await missing.text()).toBe(statusPage(404, "找不到指定的圖片"));
  }
  const variant = await fetch(base + img(siteMedia("site-alpha.webp")), { headers: { accept: CHROME_ACCEPT } });
  expect(variant.status).toBe(200);
  expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(variant.headers.get("content-type")).toBe("image/avif");
  expect(await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 360 });
  expect(upstream.hits).toEqual([]);
  server.close();
});
