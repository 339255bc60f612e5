// Every file of the image corpus (test/fixtures/image-corpus.ts) shows in Chromium on a 390 px phone,
// through the same /_img addresses and srcset the pages write (shared/lib/image-url.ts): decoded, with a
// natural size, upright where EXIF turns it (docs/images.md).
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { imageSrcSet, imageUrl, variantWidths } from "../../shared/lib/image-url.js";
import { imageCorpus, type CorpusCase } from "../fixtures/image-corpus.js";
import { startImageUpstream, type ImageUpstream } from "../fixtures/image-upstream.js";
import { buildApp, testConfig } from "../server/app-harness.js";
import { launchBrowser, listen, PHONE_AT_3X } from "./harness.js";

let browser: Browser;
let media: ImageUpstream;
let site: Awaited<ReturnType<typeof listen>>;
let corpus: CorpusCase[];

beforeAll(async () => {
  [browser, media, corpus] = await Promise.all([launchBrowser(), startImageUpstream(), imageCorpus()]);
  for (const item of corpus) media.set(`/media/corpus/${item.name}`, { body: item.bytes });
  const base = testConfig();
  const cacheDir = await mkdtemp(path.join(tmpdir(), "image-corpus-browser-"));
  site = await listen(buildApp(media.url, { images: { ...base.images, cacheDir } }));
});
afterAll(async () => {
  await browser.close();
  await site.close();
  await media.close();
});

interface Shown {
  name: string;
  decoded: boolean;
  naturalWidth: number;
  naturalHeight: number;
  /** The resource's own size (without the srcset density the element divides it by). */
  fileWidth: number;
  fileHeight: number;
}

test("each file of the corpus shows at 390 px, as a page's responsive image and at a fixed width", async () => {
  const context = await browser.newContext(PHONE_AT_3X);
  const page = await context.newPage();
  const types = new Map<string, string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname === "/_img")
      types.set(url.searchParams.get("src") ?? "", response.headers()["content-type"] ?? "");
  });
  // A page's image markup: srcset over the widths a full-width image is offered in, sizes 100vw.
  const widths = variantWidths(390, 2);
  const markup = corpus
    .map((item) => {
      const src = `/media/corpus/${item.name}`;
      return (
        `<img data-name="${item.name}" alt="" width="${item.width}" height="${item.height}" sizes="100vw"` +
        ` style="width:100%;height:auto" src="${site.baseUrl}${imageUrl(src, 640)}"` +
        ` srcset="${imageSrcSet(src, widths).replaceAll("/_img", `${site.baseUrl}/_img`)}">` +
        `<img data-name="${item.name}" data-fixed alt="" style="width:160px" src="${site.baseUrl}${imageUrl(src, 320)}">`
      );
    })
    .join("");
  // A document of the site's origin: the variants are same-origin resources (CORP same-origin).
  await page.goto(`${site.baseUrl}/healthz`);
  await page.setContent(`<!DOCTYPE html><meta name="viewport" content="width=device-width"><body>${markup}</body>`);
  const shown = await page.$$eval("img", (images) =>
    Promise.all(
      images.map(async (image): Promise<Shown> => {
        const decoded = await image.decode().then(
          () => true,
          () => false,
        );
        const file = new Image();
        file.src = image.currentSrc;
        await file.decode().catch(() => undefined);
        return {
          fileWidth: file.naturalWidth,
          fileHeight: file.naturalHeight,
          name: (image.dataset.name ?? "") + (image.dataset.fixed === undefined ? "" : " (320)"),
          decoded,
          naturalWidth: image.naturalWidth,
          naturalHeight: image.naturalHeight,
        };
      }),
    ),
  );
  expect(shown).toHaveLength(corpus.length * 2);
  for (const image of shown) {
    const item = corpus.find((c) => image.name.startsWith(c.name));
    expect(image.decoded, image.name).toBe(true);
    expect(image.fileWidth * image.fileHeight, image.name).toBeGreaterThan(0);
    // A srcset image's natural size is the file's divided by its density: a side of a pixel or two
    // (the 1×1 image, the strip's height) at 3.3x rounds to 0 though the picture is there.
    if (image.fileWidth >= 4 && image.fileHeight >= 4) {
      expect(image.naturalWidth, image.name).toBeGreaterThan(0);
      expect(image.naturalHeight, image.name).toBeGreaterThan(0);
    }
    // Upright and in proportion (a strip a pixel or two high cannot keep its exact ratio).
    if (item && (item.height * 320) / item.width >= 10)
      expect(Math.abs(image.fileWidth / image.fileHeight - item.width / item.height), image.name).toBeLessThan(
        item.width / item.height / 10 + 0.05,
      );
  }
  // The files the decoder cannot read arrive as themselves; the others as AVIF or WebP variants.
  for (const item of corpus) {
    const type = types.get(`/media/corpus/${item.name}`);
    if (item.expect.kind === "original") expect(type, item.name).toBe(item.expect.type);
    else expect(["image/avif", "image/webp"], item.name).toContain(type);
  }
  await context.close();
});
