// The hash in the site media addresses must be the hash of the files: a changed file under an old address
// would be kept by browsers for a year.
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { siteMediaHash } from "../../../scripts/site-media-version.mjs";
import { siteMedia } from "../../../shared/lib/site-media.js";
import { SITE_MEDIA_VERSION } from "../../../shared/lib/site-media-version.js";

test("the version constant is the hash of public/site-media (run `npm run site-media` after a change)", () => {
  expect(SITE_MEDIA_VERSION).toBe(siteMediaHash("public/site-media"));
});

test("an address names the version folder and the file", () => {
  expect(siteMedia("site-alpha.svg")).toBe(`/site-media/${SITE_MEDIA_VERSION}/site-alpha.svg`);
  expect(readdirSync("public/site-media")).toContain("site-alpha.svg");
});
