// A configured media origin whose name resolves to a private address (DNS rebinding, a typo, an internal
// name) is refused at connection time; nothing reaches the address.
import type { lookup } from "node:dns";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createImageEndpoint } from "../../server/web/images/image-endpoint.js";
import { cameraJpeg } from "../fixtures/image-sources.js";
import { startImageUpstream, type ImageUpstream } from "../fixtures/image-upstream.js";

let source: ImageUpstream;
beforeAll(async () => {
  source = await startImageUpstream();
  source.set("/p/a.jpg", { body: await cameraJpeg(800, 600) });
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

async function endpoint(resolve: typeof lookup) {
  const app = express();
  app.get(
    "/_img",
    createImageEndpoint({
      upstreamUrl: "http://127.0.0.1:9",
      mediaOrigins: [`http://cdn.test:${source.port}`],
      siteMediaUrl: `http://static.test:${source.port}`,
      siteMediaDir: "/nonexistent",
      cacheDir: await mkdtemp(path.join(tmpdir(), "images-dns-")),
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

const img = (src: string) => `/_img?src=${encodeURIComponent(src)}&w=320`;

test.each([
  ["IPv4 loopback", "127.0.0.1", 4],
  ["IPv6 loopback", "::1", 6],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1", 6],
])("a media origin resolving to %s is refused", async (_name, address, family) => {
  const app = await endpoint(resolvingTo(address, family === 4 ? 4 : 6));
  const res = await request(app).get(img(`http://cdn.test:${source.port}/p/a.jpg`));
  expect(res.status).toBe(502);
  expect(source.hits).toEqual([]);
});

test("so is the site media origin", async () => {
  const app = await endpoint(resolvingTo("127.0.0.1", 4));
  const res = await request(app).get(img(`http://static.test:${source.port}/p/a.jpg`));
  expect(res.status).toBe(502);
  expect(source.hits).toEqual([]);
});
