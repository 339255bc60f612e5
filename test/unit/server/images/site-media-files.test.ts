import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { beforeAll, expect, test } from "vitest";
import { SITE_MEDIA_VERSION } from "../../../../shared/lib/site-media-version.js";
import { siteMediaFiles } from "../../../../server/web/images/site-media-files.js";

let app: express.Express;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "site-media-"));
  await writeFile(path.join(dir, "logo.svg"), "<svg/>");
  await writeFile(path.join(dir, ".secret"), "no");
  await writeFile(path.join(dir, "a..b.png"), "no");
  app = express().get("/site-media/:version/:file", siteMediaFiles(dir));
});
const at = (file: string, version = SITE_MEDIA_VERSION) => `/site-media/${version}/${file}`;

test("a file of the current version is served as it is, for a year, unable to run anything", async () => {
  const res = await request(app).get(at("logo.svg")).expect(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
});

test.each([
  ["another version", at("logo.svg", `${SITE_MEDIA_VERSION}x`)],
  ["a missing file", at("none.svg")],
  ["a dot file", at(".secret")],
  ["a name with ..", at("a..b.png")],
  ["a name with a space", at("logo%20.svg")],
])("%s is a 404 page", async (_name, url) => {
  const res = await request(app).get(url).expect(404);
  expect(res.text).toContain("找不到指定的圖片");
  expect(res.headers["cache-control"]).toBe("public, max-age=60");
});
