// NewsArticle: the organisation as author and publisher, the publisher's raster logo as an
// ImageObject with its size, and datePublished only when there is one.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test } from "vitest";
import { RASTER_LOGO_SIZE, rasterLogo } from "../../../scripts/raster-logo.mjs";
import { newsArticle } from "../../../shared/lib/seo-json-ld.js";
import { RASTER_LOGO } from "../../../shared/ui/head/structured-data.js";

const facts = {
  headline: "年度活動回顧",
  description: "說明",
  url: "https://www.example.org/page3?id=1",
  image: "https://www.example.org/media/p.jpg",
  publisher: {
    name: "恆岳資產管理顧問股份有限公司",
    url: "https://www.example.org/",
    logo: { url: "https://www.example.org/images/logo.png", width: 512, height: 512 },
  },
};

test("author and publisher are the organisation; the logo is an ImageObject with its size", () => {
  const article = newsArticle(facts);
  expect(article.author).toEqual({
    "@type": "Organization",
    name: "恆岳資產管理顧問股份有限公司",
    url: "https://www.example.org/",
  });
  expect(article.publisher).toEqual({
    "@type": "Organization",
    name: "恆岳資產管理顧問股份有限公司",
    url: "https://www.example.org/",
    logo: { "@type": "ImageObject", url: "https://www.example.org/images/logo.png", width: 512, height: 512 },
  });
});

test("datePublished when given, left out when empty or missing", () => {
  expect(newsArticle({ ...facts, datePublished: "2024-03-01T10:20:00+08:00" }).datePublished).toBe(
    "2024-03-01T10:20:00+08:00",
  );
  expect(newsArticle({ ...facts, datePublished: "" })).not.toHaveProperty("datePublished");
  expect(newsArticle(facts)).not.toHaveProperty("datePublished");
});

test("the committed PNG logo is the SVG drawn at the size structured data claims", async () => {
  const committed = readFileSync(`public${RASTER_LOGO.path}`);
  const meta = await sharp(committed).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", RASTER_LOGO.width, RASTER_LOGO.height]);
  expect(RASTER_LOGO_SIZE).toBe(RASTER_LOGO.width);
  // Pixels, not bytes: a rerun of scripts/raster-logo.mjs after changing the SVG makes this pass again.
  const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
  const fresh = await pixels(await rasterLogo("public/images/logo.svg"));
  expect((await pixels(committed)).equals(fresh)).toBe(true);
});
