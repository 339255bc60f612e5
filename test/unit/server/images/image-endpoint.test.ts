import type { lookup } from "node:dns";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createImageEndpoint } from "../../../../server/web/images/image-endpoint.js";
import { cameraJpeg } from "../../../fixtures/image-sources.js";
import { startImageUpstream, type ImageUpstream } from "../../../fixtures/image-upstream.js";

let source: ImageUpstream;
beforeAll(async () => {
  source = await startImageUpstream();
  source.set("/p/a.jpg", { body: await cameraJpeg(800, 600) });
  source.set("/p/page.jpg", { body: "<html>login</html>" });
  source.set("/p/gone.jpg", { status: 404 });
});
afterAll(() => source.close());

/** Resolves every name to one address, like a DNS answer the attacker controls. */
function resolvingTo(address: string, family: 4 | 6): typeof lookup {
  const fake = (
    _host: string,
    _options: unknown,
    callback: (e: null, a: { address: string; family: number }[]) => void,
  ) => callback(null, [{ address, family }]);
  // The injected function only needs the callback form the fetcher uses.
  return fake as unknown as typeof lookup;
}

async function endpoint(resolve?: typeof lookup) {
  const app = express();
  app.get(
    "/_img",
    createImageEndpoint({
      upstreamUrl: "http://127.0.0.1:9",
      mediaOrigins: [`http://cdn.test:${source.port}`, `http://127.0.0.1:${source.port}`],
      siteMediaUrl: `http://static.test:${source.port}`,
      siteMediaDir: "/nonexistent",
      cacheDir: await mkdtemp(path.join(tmpdir(), "image-endpoint-")),
      cacheMaxBytes: 10_000_000,
      maxSourceBytes: 5_000_000,
      maxPixels: 50_000_000,
      timeoutMs: 3000,
      concurrency: 1,
      queueLimit: 10,
      avif: false,
      logger: pino({ level: "silent" }),
      resolve,
    }),
  );
  return app;
}

const img = (src: string, w = "320") => `/_img?src=${encodeURIComponent(src)}&w=${w}`;
const photo = () => `http://127.0.0.1:${source.port}/p/a.jpg`;
const hitsOf = (path: string) => source.hits.filter((hit) => hit === path).length;

test("a variant is made once, then served from the disk cache and revalidated by its ETag", async () => {
  const app = await endpoint();
  const before = hitsOf("/p/a.jpg");
  const first = await request(app).get(img(photo())).set("accept", "image/webp").expect(200);
  expect(first.headers).toMatchObject({
    "content-type": "image/webp",
    vary: "Accept",
    "x-content-type-options": "nosniff",
    "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
  });
  const etag = String(first.headers.etag);
  await request(app).get(img(photo())).set("accept", "image/webp").set("if-none-match", etag).expect(304);
  const head = await request(app).head(img(photo())).set("accept", "image/webp").expect(200);
  expect(head.headers.etag).toBe(etag);
  expect(hitsOf("/p/a.jpg") - before).toBe(1);
});

test("a width off the list is a 400 that reaches no source", async () => {
  const before = source.hits.length;
  const res = await request(await endpoint())
    .get(img(photo(), "333"))
    .expect(400);
  expect(res.text).toContain("不支援的圖片寬度");
  expect(source.hits.length).toBe(before);
});

test("a source that is not an image is a 422, and a failed source is not asked again at once", async () => {
  const app = await endpoint();
  const page = `http://127.0.0.1:${source.port}/p/page.jpg`;
  const gone = `http://127.0.0.1:${source.port}/p/gone.jpg`;
  expect((await request(app).get(img(page))).status).toBe(422);
  await request(app).get(img(gone)).expect(404);
  const res = await request(app).get(img(gone)).expect(404);
  expect(res.headers["cache-control"]).toBe("public, max-age=60");
  expect(hitsOf("/p/gone.jpg")).toBe(1);
});

test.each([
  ["IPv4 loopback", "127.0.0.1", 4],
  ["IPv6 loopback", "::1", 6],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1", 6],
])("a media origin resolving to %s is refused", async (_name, address, family) => {
  const app = await endpoint(resolvingTo(address, family === 4 ? 4 : 6));
  const before = source.hits.length;
  const res = await request(app).get(img(`http://cdn.test:${source.port}/p/a.jpg`));
  expect(res.status).toBe(502);
  expect(source.hits.length).toBe(before);
});

test("so is the site media origin", async () => {
  const app = await endpoint(resolvingTo("127.0.0.1", 4));
  const before = source.hits.length;
  const res = await request(app).get(img(`http://static.test:${source.port}/p/a.jpg`));
  expect(res.status).toBe(502);
  expect(source.hits.length).toBe(before);
});
