// /assets/*: the build's .br and .gz files by Accept-Encoding, with Vary, never compressed per
// request; the unit rule for choosing a variant.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { buildApp } from "../app-harness.js";

const assets = path.resolve("public/assets");
let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

const manifest: unknown = JSON.parse(readFileSync(path.join(assets, "manifest.json"), "utf8"));
const script =
  typeof manifest === "object" &&
  manifest !== null &&
  "client.js" in manifest &&
  typeof manifest["client.js"] === "string"
    ? manifest["client.js"]
    : "";
const raw = readFileSync(path.join(assets, path.basename(script)));

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};

describe("the build", () => {
  test("writes a .br and a .gz beside every script and stylesheet, unless that variant would not be smaller", () => {
    const names = readdirSync(assets);
    const texts = names.filter((name) => /\.(js|css)$/.test(name));
    expect(texts.length).toBeGreaterThan(5);
    for (const name of texts) {
      const raw = readFileSync(path.join(assets, name));
      const variants = [
        [`${name}.br`, brotliCompressSync(raw).length],
        [`${name}.gz`, gzipSync(raw, { level: 9 }).length],
      ] as const;
      for (const [variant, size] of variants) {
        // A tiny chunk (a few dozen bytes) can grow when compressed: sent as it is.
        if (size < raw.length) expect(names, name).toContain(variant);
        else expect(names, name).not.toContain(variant);
      }
    }
  });
});

describe("serving", () => {
  test("brotli when accepted, whatever the order; the very bytes the build wrote", async () => {
    const res = await request(buildApp(upstream.url))
      .get(script)
      .set("accept-encoding", "gzip, deflate, br, zstd")
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Document-only headers stay off scripts, and so do a date and ranges a hashed file never needs:
    // bytes on the wire for every file.
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.headers["last-modified"]).toBeUndefined();
    expect(res.headers["accept-ranges"]).toBeUndefined();
    // The client decodes the body; the length sent is the build's .br file's.
    const br = readFileSync(path.join(assets, `${path.basename(script)}.br`));
    expect(Number(res.headers["content-length"])).toBe(br.length);
    expect(Buffer.compare(brotliDecompressSync(br), raw)).toBe(0);
    expect(Buffer.compare(res.body as Buffer, raw)).toBe(0);
  });

  test("gzip when brotli is not accepted; identity when neither is", async () => {
    const gz = await request(buildApp(upstream.url))
      .get(script)
      .set("accept-encoding", "gzip, deflate")
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const gzipped = readFileSync(path.join(assets, `${path.basename(script)}.gz`));
    expect(Number(gz.headers["content-length"])).toBe(gzipped.length);
    expect(Buffer.compare(gunzipSync(gzipped), raw)).toBe(0);
    expect(Buffer.compare(gz.body as Buffer, raw)).toBe(0);
    // deflate alone: no per-request compression, the file as it is.
    const plain = await request(buildApp(upstream.url))
      .get(script)
      .set("accept-encoding", "deflate")
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/accept-encoding/i);
    expect(Buffer.compare(plain.body as Buffer, raw)).toBe(0);
  });

  test("unknown names, other folders and dot-dot are 404", async () => {
    for (const bad of ["/assets/nope.js", "/assets/../package.json", "/assets/%2e%2e/package.json", "/assets/.hidden"])
      await request(buildApp(upstream.url))
        .get(bad)
        .expect(404)
        .expect("content-type", /text\/html/);
  });
});
