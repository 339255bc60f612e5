// GET /media/*: every media address the content uses is served; images are labelled and cacheable,
// the demo video supports Range requests; anything else is a JSON 404.
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_DIR, testService, type TestService } from "./content-test-service.js";

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

  it("generates a labelled, cacheable SVG", async () => {
    const response = await request(service.app).get("/media/home-slide-1.svg");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(response.headers.etag).toBeTruthy();
    const svg = response.body instanceof Buffer ? response.body.toString("utf8") : response.text;
    expect(svg).toContain("穩健傳承・專業守護");
    expect(svg).not.toMatch(/<script|href=/i);
    const again = await request(service.app)
      .get("/media/home-slide-1.svg")
      .set("If-None-Match", response.headers.etag ?? "");
    expect(again.status).toBe(304);
  });

  it("serves none of the site's own images: those come from the site (public/site-media)", async () => {
    for (const name of ["branch-office-001", "site-alpha", "site-hall-photo-1", "site-home-about", "site-group-icon-1"])
      expect((await request(service.app).head(`/media/${name}.svg`)).status, name).toBe(404);
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
      "/media/nothing.svg",
      "/media/../config.ts",
      "/media/%2e%2e%2fconfig.ts",
      "/media/demo.mp4",
      "/media/a/b.svg",
    ]) {
      const response = await request(service.app).get(url);
      expect(response.status, url).toBe(404);
      expect(response.type).toBe("application/json");
    }
  });
});
