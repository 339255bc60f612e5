// GET /media/*: every media address the content uses is served; images are labelled, cacheable photos,
// the demo video supports Range requests; anything else is a JSON 404.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentApp } from "../../../server/content-service/app.js";
import { ContentMedia } from "../../../server/content-service/content-files/content-media.js";
import { loadContentFolder } from "../../../server/content-service/content-files/load-content-folder.js";
import { pageResponse } from "../../../shared/api/page.server.js";
import { ownFolderAndDb } from "../content-files/own-folder-db.js";
import { MEDIA_DIR, TEST_PAYMENT, silentLogger, testService, type TestService } from "../content-test-service.js";

let service: TestService;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());

const CONTENT_CALLS: [string, string, object?][] = [
  ["get", "/api/homepage/slider"],
  ["get", "/api/homepage/articleList"],
  ["get", "/api/homepage/pageResource/0/7"],
  ["get", "/api/homepage/pageResource/0/13"],
  ["post", "/api/website/getPage", { id: 1 }],
  ["post", "/api/website/getPage", { id: 4 }],
  ["post", "/api/website/getFocusList", {}],
  ["post", "/api/website/getHistoryList", {}],
  ["post", "/api/website/getCharityActivityList", { id: 1 }],
  ["post", "/api/website/getCharityAlbum", { id: 1 }],
  ["post", "/api/website/getBuddhism", { id: 2 }],
  ["post", "/api/website/getBuddhismLesson", { id: 51 }],
];

describe("media", () => {
  it("serves every /media address the content refers to", async () => {
    const addresses = new Set<string>();
    for (const [method, url, body] of CONTENT_CALLS) {
      const response =
        method === "get"
          ? await request(service.app).get(url)
          : await request(service.app)
              .post(url)
              .send(body ?? {});
      for (const match of response.text.matchAll(/"(\/media\/[^"]+)"/g)) addresses.add(match[1] ?? "");
    }
    expect(addresses.size).toBeGreaterThan(40);
    for (const address of addresses) {
      const response = await request(service.app).head(address);
      expect(response.status, address).toBe(200);
    }
  });

  // A photograph, as a camera gives: a browser only decodes it, where a drawing with Chinese text would be
  // a document of its own with text to lay out on the page's main thread (issue 29).
  it("generates a labelled, cacheable JPEG photo of the registered size", async () => {
    const response = await request(service.app).get("/media/home-slide-1.jpg");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(response.headers.etag).toBeTruthy();
    expect(Buffer.isBuffer(response.body)).toBe(true);
    const body = Buffer.from(response.body);
    expect(await sharp(body).metadata()).toMatchObject({ format: "jpeg", width: 1060, height: 596 });
    const again = await request(service.app)
      .get("/media/home-slide-1.jpg")
      .set("If-None-Match", response.headers.etag ?? "");
    expect(again.status).toBe(304);
    expect((await request(service.app).head("/media/home-slide-1.svg")).status).toBe(404);
  });

  it("serves none of the site's own images: those come from the site (public/site-media)", async () => {
    for (const name of ["branch-office-001", "site-alpha", "site-hall-photo-1", "site-home-about", "site-group-icon-1"])
      expect((await request(service.app).head(`/media/${name}.jpg`)).status, name).toBe(404);
  });

  it("serves the committed demo video (< 300 KB) with Range support", async () => {
    const size = fs.statSync(path.join(MEDIA_DIR, "demo.webm")).size;
    expect(size).toBeLessThan(300 * 1024);
    const whole = await request(service.app).head("/media/demo.webm");
    expect(whole.status).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-type"]).toBe("video/webm");
    const part = await request(service.app).get("/media/demo.webm").set("Range", "bytes=100-199");
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${size}`);
    expect(part.headers["content-length"]).toBe("100");
  });

  it("answers a JSON 404 for anything else", async () => {
    for (const url of [
      "/media/nothing.jpg",
      "/media/../config.ts",
      "/media/%2e%2e%2fconfig.ts",
      "/media/demo.mp4",
      "/media/a/b.jpg",
    ]) {
      const response = await request(service.app).get(url);
      expect(response.status, url).toBe(404);
      expect(response.type).toBe("application/json");
    }
  });
});

describe("content photos and videos: only the bytes that were hashed are served (issue 45)", () => {
  const { db, copyWith } = ownFolderAndDb();

  /** A copy of the own folder loaded and served; `cover` is page 40's photo file, `address` its /media address. */
  async function served() {
    const copy = copyWith("notes.txt", "");
    const read = loadContentFolder(db(), copy);
    if (!read.ok) throw new Error(read.errors.join("\n"));
    const media = new ContentMedia();
    media.replace(read.media);
    const app = createContentApp({
      db: db(),
      payment: TEST_PAYMENT,
      mediaDir: MEDIA_DIR,
      logger: silentLogger,
      contentMedia: media,
    });
    const page = pageResponse.parse((await request(app).post("/api/website/getPage").send({ id: 40 })).body).data;
    const cover = path.join(copy, "photos/cover.jpg");
    return { app, cover, bytes: fs.readFileSync(cover), address: page.result.image };
  }

  it("serves the photo, long cached, while it is the file that was hashed", async () => {
    const { app, bytes, address } = await served();
    const response = await request(app).get(address);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.body).toEqual(bytes);
  });

  it("answers 404 for a photo overwritten since it was hashed, in place or replaced, until the next load", async () => {
    const { app, cover, bytes, address } = await served();
    // In place, same size: one byte changed.
    const changed = Buffer.from(bytes);
    changed[changed.length - 3] = (changed.at(-3) ?? 0) ^ 0xff;
    fs.writeFileSync(cover, changed);
    const inPlace = await request(app).get(address);
    expect(inPlace.status).toBe(404);
    // Replaced by a new file (as an editor or git writes it).
    fs.writeFileSync(`${cover}.new`, "another photo");
    fs.renameSync(`${cover}.new`, cover);
    expect((await request(app).get(address)).status).toBe(404);
  });

  it("answers 404 for a photo replaced by a link to a file outside the folder since it was hashed", async () => {
    const { app, cover, address } = await served();
    const secret = path.join(path.dirname(MEDIA_DIR), "config.ts");
    fs.rmSync(cover);
    fs.symlinkSync(secret, cover);
    const response = await request(app).get(address);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(fs.readFileSync(secret, "utf8").slice(0, 40));
  });
});
