import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { createHtmlBody, type HtmlBody, type HtmlEncodings } from "../../../../server/web/pages/html-body.js";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

const nextBurst = () => new Promise((resolve) => setImmediate(resolve));

/** Serves one page written by `render` and returns the raw answer, bytes as sent. */
async function serve(accepts: HtmlEncodings, render: (body: HtmlBody, res: ServerResponse) => Promise<void>) {
  const server = http.createServer((_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    void render(createHtmlBody(res, accepts), res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const PAGE = ["<!DOCTYPE html><p>", "繁體中文 ", new TextEncoder().encode("bytes "), "</p>"] as const;
const TEXT = "<!DOCTYPE html><p>繁體中文 bytes </p>";

/** Writes all of PAGE in one burst, ended. */
const oneBurst = async (body: HtmlBody) => {
  for (const part of PAGE.slice(0, -1)) body.write(part);
  body.flush();
  body.end(PAGE[3]);
};

test("a page that ends in its first burst is compressed whole, brotli first, with its length", async () => {
  const { headers, bytes } = await serve({ br: true, gzip: true }, oneBurst);
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["content-length"]).toBe(String(bytes.length));
  expect(brotliDecompressSync(bytes).toString("utf8")).toBe(TEXT);
});

test("without brotli the whole page is gzipped; without either it goes as it is", async () => {
  const gz = await serve({ br: false, gzip: true }, oneBurst);
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.bytes).toString("utf8")).toBe(TEXT);
  const plain = await serve({ br: false, gzip: false }, oneBurst);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(TEXT)));
  expect(plain.bytes.toString("utf8")).toBe(TEXT);
});

/** The shell in one burst, the rest in a later one: a render that suspended. */
const twoBursts = async (body: HtmlBody) => {
  body.write(PAGE[0]);
  body.flush();
  await nextBurst();
  await nextBurst();
  body.write(PAGE[1]);
  body.write(PAGE[2]);
  body.flush();
  await nextBurst();
  body.end(PAGE[3]);
};

test("a page in several bursts is one gzip stream, even for a client that takes brotli", async () => {
  const { headers, bytes } = await serve({ br: true, gzip: true }, twoBursts);
  expect(headers["content-encoding"]).toBe("gzip");
  expect(headers["content-length"]).toBeUndefined();
  expect(headers["transfer-encoding"]).toBe("chunked");
  expect(gunzipSync(bytes).toString("utf8")).toBe(TEXT);
});

test("a page in several bursts to a client without gzip is streamed as it is", async () => {
  const { headers, bytes } = await serve({ br: true, gzip: false }, twoBursts);
  expect(headers["content-encoding"]).toBeUndefined();
  expect(headers["transfer-encoding"]).toBe("chunked");
  expect(bytes.toString("utf8")).toBe(TEXT);
});

test("flushes within one turn are one burst; a second end is ignored", async () => {
  const { headers, bytes } = await serve({ br: false, gzip: true }, async (body) => {
    body.write(PAGE[0]);
    body.flush();
    body.flush();
    body.write(PAGE[1]);
    body.end("end");
    body.end("again");
  });
  expect(headers["content-length"]).toBe(String(bytes.length));
  expect(gunzipSync(bytes).toString("utf8")).toBe(`${PAGE[0]}${PAGE[1]}end`);
});
