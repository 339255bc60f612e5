// Unbounded image variants (issue 18 item 2): a media origin's picture has one address (no query, no
// other spelling of its path), so it is one cache key and one fetch; and one client flooding the
// endpoint with new variants cannot take the queue from the others.
import { mkdtemp } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Config } from "../../server/web/config.js";
import { cameraJpeg } from "../fixtures/image-sources.js";
import { startImageUpstream, type ImageUpstream } from "../fixtures/image-upstream.js";
import { testConfig } from "./app-harness.js";
import { loggedApps } from "./logged-app.js";

const logs = loggedApps();
let cdn: ImageUpstream;
let photo: Buffer;
beforeAll(async () => {
  [cdn, photo] = await Promise.all([startImageUpstream(), cameraJpeg(800, 600)]);
  cdn.set("/photo.jpg", { body: photo });
  cdn.set("/p/photo.jpg", { body: photo });
  cdn.set("/%E7%85%A7%E7%89%87.jpg", { body: photo });
});
afterAll(() => cdn.close());

async function app(images: Partial<Config["images"]> = {}, upstreamUrl = "http://127.0.0.1:9") {
  const base = testConfig();
  const cacheDir = await mkdtemp(path.join(tmpdir(), "image-flood-"));
  // Clients are told apart by X-Forwarded-For from loopback (loggedApps trusts it).
  return logs.app(upstreamUrl, { mediaOrigins: [cdn.url], images: { ...base.images, cacheDir, ...images } });
}

const img = (src: string, w = 640) => `/_img?src=${encodeURIComponent(src)}&w=${w}`;

test("other spellings of a media origin's picture are refused before anything is fetched", async () => {
  const server = await app();
  const spellings = [
    "/photo.jpg?v=1",
    "/photo.jpg?",
    "/p%68oto.jpg",
    "/P%68oto.jpg",
    "//photo.jpg",
    "/p//photo.jpg",
    "/./photo.jpg",
    "/p/../photo.jpg",
    "/p/%2e%2e/photo.jpg",
    "/p%2Fphoto.jpg",
    "/photo.jpg/",
    "/%e7%85%a7%e7%89%87.jpg",
  ];
  cdn.hits.length = 0;
  for (const spelling of spellings) {
    const res = await request(server).get(img(`${cdn.url}${spelling}`));
    expect(res.status, spelling).toBe(400);
  }
  expect(cdn.hits).toEqual([]);
  // The canonical addresses, a non-ASCII name in upper-case percent-encoding among them, are served.
  await request(server)
    .get(img(`${cdn.url}/photo.jpg`))
    .expect(200);
  await request(server)
    .get(img(`${cdn.url}/%E7%85%A7%E7%89%87.jpg`))
    .expect(200);
});

test("a thousand cache-busting requests make one fetch and one variant", async () => {
  const server = await app();
  cdn.hits.length = 0;
  const statuses = new Set<number>();
  for (let i = 0; i < 1000; i += 1) {
    const res = await request(server).get(img(`${cdn.url}/p/photo.jpg${i === 0 ? "" : `?v=${i}`}`, 320));
    statuses.add(res.status);
  }
  expect([...statuses].sort()).toEqual([200, 400]);
  expect(cdn.hits).toEqual(["/p/photo.jpg"]);
});

/** Listens on loopback, so X-Forwarded-For (trusted from loopback) names the client. */
async function listening(handler: Awaited<ReturnType<typeof app>>): Promise<{ base: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(handler).listen(0, "127.0.0.1", () => resolve(s));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("one client's flood of new variants leaves the others a place in the queue", async () => {
  const slow = await startImageUpstream();
  for (let i = 0; i < 30; i += 1) slow.set(`/media/flood-${i}.jpg`, { body: photo, delayMs: 400 });
  slow.set("/media/visitor.jpg", { body: photo, delayMs: 400 });
  logs.clear();
  const { base, server } = await listening(await app({ concurrency: 1, queueLimit: 16 }, slow.url));
  try {
    const get = (src: string, client: string) =>
      fetch(base + img(src, 320), { headers: { "x-forwarded-for": client } }).then((res) => res.status);
    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => get(`/media/flood-${i}.jpg`, "203.0.113.66")));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = Date.now();
    const [visitor, overShare] = await Promise.all([
      get("/media/visitor.jpg", "198.51.100.7"),
      // Past its share the flooder's answer is held a second, so its connections sit idle meanwhile.
      fetch(base + img("/media/flood-extra.jpg", 320), { headers: { "x-forwarded-for": "203.0.113.66" } }).then(
        (res) => ({ status: res.status, retryAfter: res.headers.get("retry-after"), ms: Date.now() - started }),
      ),
    ]);
    const waited = Date.now() - started;
    expect(overShare.status).toBe(503);
    expect(overShare.retryAfter).toBe("1");
    expect(overShare.ms).toBeGreaterThanOrEqual(950);
    const floodStatuses = await flood;
    expect(visitor).toBe(200);
    // Served ahead of the flood's backlog: behind the running fetches and at most one more of the flood's.
    expect(waited).toBeLessThan(2500);
    expect(floodStatuses.filter((s) => s === 503).length).toBeGreaterThan(20);
    expect(floodStatuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    // The refusals make one log line (then one summary per interval), not one each.
    expect(logs.logged("image queue full")).toHaveLength(1);
    expect(logs.logged("image source failed")).toEqual([]);
  } finally {
    server.closeAllConnections();
    server.close();
    await slow.close();
  }
});
