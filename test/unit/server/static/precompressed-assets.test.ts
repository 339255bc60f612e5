import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { precompressedAssets } from "../../../../server/web/static/precompressed-assets.js";

const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
// Each variant decodes to its own text, so the answer shows which file was sent.
const files: Record<string, string | Buffer> = {
  "client-A1.js": "plain js",
  "client-A1.js.br": brotliCompressSync("brotli js"),
  "client-A1.js.gz": gzipSync("gzip js"),
  "style-B2.css": "plain css",
  "style-B2.css.gz": gzipSync("gzip css"),
  "font.woff2": "font",
  "data.bin": "bytes",
  ".hidden": "secret",
};
for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);

const app = express().use("/assets", precompressedAssets(dir));
const get = (name: string, encodings = "") => request(app).get(`/assets/${name}`).set("accept-encoding", encodings);

test("brotli when the client takes it and the file exists, else gzip, else the file itself", async () => {
  const br = await get("client-A1.js", "gzip, br").expect(200);
  expect([br.headers["content-encoding"], br.text]).toEqual(["br", "brotli js"]);
  const gz = await get("client-A1.js", "gzip").expect(200);
  expect([gz.headers["content-encoding"], gz.text]).toEqual(["gzip", "gzip js"]);
  const css = await get("style-B2.css", "br, gzip").expect(200);
  expect([css.headers["content-encoding"], css.text]).toEqual(["gzip", "gzip css"]);
  const plain = await get("client-A1.js", "identity").expect(200);
  expect([plain.headers["content-encoding"], plain.text]).toEqual([undefined, "plain js"]);
  const refused = await get("client-A1.js", "br;q=0, gzip;q=0").expect(200);
  expect(refused.text).toBe("plain js");
});

test("every answer varies by encoding, is typed by the original's name and kept a year", async () => {
  const res = await get("client-A1.js", "br").expect(200);
  expect(res.headers.vary).toBe("Accept-Encoding");
  expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(res.headers["last-modified"]).toBeUndefined();
  expect(res.headers["accept-ranges"]).toBeUndefined();
  expect((await get("style-B2.css").expect(200)).headers["content-type"]).toBe("text/css; charset=utf-8");
  expect((await get("font.woff2").expect(200)).headers["content-type"]).toBe("font/woff2");
  expect((await get("data.bin").expect(200)).headers["content-type"]).toBe("application/octet-stream");
});

test("only the listed names are served: not the variants by name, dot files, other paths or missing files", async () => {
  for (const name of ["client-A1.js.br", "client-A1.js.gz", ".hidden", "missing.js", "sub/client-A1.js", "..%2Fx"]) {
    const res = await get(name).expect(404);
    expect(res.headers["content-type"], name).toBe("text/html; charset=utf-8");
  }
});

test("other methods pass on; HEAD gets the headers", async () => {
  const site = express()
    .use("/assets", precompressedAssets(dir))
    .use((_req, res) => void res.status(405).send("next"));
  expect((await request(site).post("/assets/client-A1.js").expect(405)).text).toBe("next");
  const head = await request(site).head("/assets/client-A1.js").set("accept-encoding", "br").expect(200);
  expect(head.headers["content-encoding"]).toBe("br");
});

test("a missing directory serves nothing rather than failing the start", async () => {
  const none = express().use("/assets", precompressedAssets(path.join(dir, "no-such-dir")));
  await request(none).get("/assets/client-A1.js").expect(404);
});
