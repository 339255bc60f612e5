// Writes public/images/logo.png, the raster copy of public/images/logo.svg that structured data names
// (NewsArticle publisher.logo: docs/seo.md, JSON-LD). Run it (`node scripts/raster-logo.mjs`) after
// changing the SVG; a unit test fails when the PNG no longer matches it.
import sharp from "sharp";

/** Square, well above the 112 px search engines ask of a logo. */
export const RASTER_LOGO_SIZE = 512;

/** The SVG drawn sharp at RASTER_LOGO_SIZE (rendered at that size, not scaled up), as PNG bytes. */
export async function rasterLogo(svgPath) {
  const { width = RASTER_LOGO_SIZE } = await sharp(svgPath).metadata();
  return sharp(svgPath, { density: (72 * RASTER_LOGO_SIZE) / width })
    .resize(RASTER_LOGO_SIZE, RASTER_LOGO_SIZE)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await sharp(await rasterLogo("public/images/logo.svg")).toFile("public/images/logo.png");
}
