// /_img against a corpus nobody tuned it for (test/fixtures/image-corpus.ts): every file a browser shows
// gets a picture, a variant where the decoder can make one and the original bytes where it cannot,
// while the guards (not an image, too many pixels) still refuse.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { bmp, imageCorpus, type CorpusCase } from "../fixtures/image-corpus.js";
import { startImageUpstream, type ImageUpstream } from "../fixtures/image-upstream.js";
import { testConfig } from "./app-harness.js";
import { loggedApps } from "./logged-app.js";

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const OLD_ACCEPT = "image/png,image/*;q=0.8";
let upstream: ImageUpstream;
let corpus: CorpusCase[];
const logs = loggedApps();

beforeAll(async () => {
  [upstream, corpus] = await Promise.all([startImageUpstream(), imageCorpus()]);
  for (const item of corpus) upstream.set(`/media/corpus/${item.name}`, { body: item.bytes });
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.hits.length = 0;
  logs.clear();
});

async function app() {
  const base = testConfig();
  const cacheDir = await mkdtemp(path.join(tmpdir(), "image-corpus-"));
  return logs.app(upstream.url, { images: { ...base.images, cacheDir } });
}

const img = (src: string, w = 640) => `/_img?src=${encodeURIComponent(src)}&w=${w}`;

describe("every file of the corpus is answered with a picture", () => {
  test.each([
    ["Chromium", CHROME_ACCEPT],
    ["a browser without WebP or AVIF", OLD_ACCEPT],
  ])("%s", async (_browser, accept) => {
    const server = await app();
    for (const item of corpus) {
      const res = await request(server)
        .get(img(`/media/corpus/${item.name}`))
        .set("accept", accept);
      expect(res.status, item.name).toBe(200);
      expect(res.headers["x-content-type-options"], item.name).toBe("nosniff");
      const body = res.body as Buffer;
      if (item.expect.kind === "original") {
        expect(res.headers["content-type"], item.name).toBe(item.expect.type);
        expect(res.headers["cache-control"], item.name).toBe("public, max-age=3600");
        expect(Buffer.compare(body, item.bytes), item.name).toBe(0);
        continue;
      }
      expect(res.headers["cache-control"], item.name).toBe("public, max-age=86400, stale-while-revalidate=604800");
      const meta = await sharp(body, { animated: true }).metadata();
      // Upright (EXIF applied), the asked width at most, never enlarged, the proportions kept.
      const width = Math.min(640, item.width);
      expect(meta.width, item.name).toBe(width);
      expect(meta.pageHeight ?? meta.height, item.name).toBe(
        Math.max(1, Math.round((item.height * width) / item.width)),
      );
      expect(meta.space, item.name).toBe("srgb");
      expect(meta.exif, item.name).toBeUndefined();
      if (accept === OLD_ACCEPT) expect(["jpeg", "png", "gif"], item.name).toContain(meta.format);
    }
  });
});

test("a cut-off progressive JPEG is decoded as far as it goes: the whole scene, at the scans received", async () => {
  const item = corpus.find((c) => c.name === "truncated-progressive.jpg");
  const res = await request(await app())
    .get(img("/media/corpus/truncated-progressive.jpg"))
    .set("accept", "image/webp")
    .expect(200);
  expect(res.headers["content-type"]).toBe("image/webp");
  expect(item?.bytes.at(-2)).not.toBe(0xff); // no end-of-image marker
  const { data, info } = await sharp(res.body as Buffer)
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(640);
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  // The first stripe (#36c) at the top left and the disc (#fc0) in the middle, not grey filling.
  const [r1 = 0, , b1 = 0] = pixel(5, 5);
  expect(r1).toBeLessThan(100);
  expect(b1).toBeGreaterThan(150);
  const [r2 = 0, g2 = 0, b2 = 255] = pixel(320, 240);
  expect([r2 > 200, g2 > 150, b2 < 100]).toEqual([true, true, true]);
});

test("a source the decoder refuses is answered as it is, logged once for the source", async () => {
  const webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a6" } })
    .webp()
    .toBuffer();
  const cut = webp.subarray(0, Math.floor(webp.length * 0.6));
  upstream.set("/media/cut.webp", { body: cut });
  const server = await app();
  for (const width of [320, 640, 1080]) {
    const res = await request(server).get(img("/media/cut.webp", width)).set("accept", CHROME_ACCEPT).expect(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(Buffer.compare(res.body as Buffer, cut)).toBe(0);
  }
  // Kept for its cache life: the source is fetched once, and one line says why, not one per request.
  expect(upstream.hits.filter((hit) => hit === "/media/cut.webp")).toHaveLength(1);
  expect(logs.logged("image answered untransformed")).toMatchObject([
    { src: `${upstream.url}/media/cut.webp`, format: "webp", reason: "無法讀取圖片" },
  ]);
  // The same ETag revalidates.
  const first = await request(server).get(img("/media/cut.webp", 320)).set("accept", CHROME_ACCEPT);
  await request(server)
    .get(img("/media/cut.webp", 320))
    .set("accept", CHROME_ACCEPT)
    .set("if-none-match", String(first.headers.etag))
    .expect(304);
});

test("the guards still refuse: not an image, a BMP or icon claiming too many pixels", async () => {
  const server = await app();
  upstream.set("/media/page.bmp", { body: "<html>BM not really</html>" });
  await request(server).get(img("/media/page.bmp")).expect(422);
  const huge = bmp(4, 4);
  huge.writeInt32LE(30_000, 18);
  huge.writeInt32LE(30_000, 22);
  upstream.set("/media/huge.bmp", { body: huge });
  const res = await request(server).get(img("/media/huge.bmp")).expect(422);
  expect(res.text).toContain("像素");
  expect(logs.logged("image answered untransformed")).toEqual([]);
});
