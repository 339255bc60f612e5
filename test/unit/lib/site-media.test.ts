// The hash in the site media addresses must be the hash of the files: a changed file under an old address
// would be kept by browsers for a year.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { siteMediaHash } from "../../../scripts/site-media-version.mjs";
import { siteMedia } from "../../../shared/lib/site-media.js";
import { SITE_MEDIA_VERSION } from "../../../shared/lib/site-media-version.js";

test("the version constant is the hash of public/site-media (run `npm run site-media` after a change)", () => {
  expect(SITE_MEDIA_VERSION).toBe(siteMediaHash("public/site-media"));
});

test("an address names the version folder and the file", () => {
  expect(siteMedia("site-alpha.webp")).toBe(`/site-media/${SITE_MEDIA_VERSION}/site-alpha.webp`);
  expect(readdirSync("public/site-media")).toContain("site-alpha.webp");
});

// A browser builds a document for every SVG and lays out its Chinese text on the main thread, per
// picture (issue 29); a photograph only decodes, off it. The site's pictures are photographs.
test("every site image is a WebP or JPEG photograph, none a drawing", () => {
  const files = readdirSync("public/site-media");
  expect(files.length).toBeGreaterThan(100);
  for (const name of files) {
    const head = readFileSync(`public/site-media/${name}`).subarray(0, 12);
    const webp = head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP";
    const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    expect(webp || jpeg, name).toBe(true);
    expect(name, name).toMatch(webp ? /\.webp$/ : /\.jpg$/);
  }
});
