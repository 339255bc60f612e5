import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { runAsRequest } from "../../../../server/web/http/request-id.js";
import { fetchJson, UpstreamError } from "../../../../server/web/upstream/fetch-json.js";

interface Seen {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let seen: Seen[] = [];
let base = "";
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  req.on("end", () => {
    seen.push({ method: req.method ?? "", headers: req.headers, body });
    const json = { "content-type": "application/json" };
    if (req.url === "/ok") return void res.writeHead(200, json).end('{"a":[1,2]}');
    if (req.url === "/missing") return void res.writeHead(404, json).end('{"message":"no"}');
    if (req.url === "/not-json") return void res.writeHead(200, json).end("<html>");
    if (req.url === "/big") return void res.writeHead(200, json).end(JSON.stringify({ pad: "x".repeat(500) }));
    if (req.url === "/moved") return void res.writeHead(302, { location: "/ok" }).end();
    // "/silent": no answer, so only the deadline ends the call.
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const get = (path: string, maxBytes = 10_000, timeoutMs = 2000) =>
  fetchJson(base + path, { method: "GET", timeoutMs, maxBytes });
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable("the call should fail"),
    (error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error;
      return error;
    },
  );

test("a GET asks for JSON with no body and returns the parsed answer", async () => {
  seen = [];
  expect(await get("/ok")).toEqual({ a: [1, 2] });
  expect(seen[0]).toMatchObject({ method: "GET", body: "", headers: { accept: "application/json" } });
  expect(seen[0]?.headers["content-type"]).toBeUndefined();
});

test("a POST sends its body as JSON, an empty object when it has none", async () => {
  seen = [];
  await fetchJson(`${base}/ok`, { method: "POST", body: { id: 7 }, timeoutMs: 2000, maxBytes: 1000 });
  await fetchJson(`${base}/ok`, { method: "POST", timeoutMs: 2000, maxBytes: 1000 });
  expect(seen.map((s) => s.body)).toEqual(['{"id":7}', "{}"]);
  expect(seen[0]?.headers["content-type"]).toBe("application/json");
});

test("the visitor request's id goes along, and only inside a request", async () => {
  seen = [];
  await runAsRequest("req-42", () => get("/ok"));
  await get("/ok");
  expect(seen.map((s) => s.headers["x-request-id"])).toEqual(["req-42", undefined]);
});

test("a non-2xx answer is an UpstreamError carrying its status", async () => {
  const error = await failure(get("/missing"));
  expect(error.status).toBe(404);
  expect(error.message).toContain("(404) for GET");
});

test("an answer over the byte cap, or not JSON, is an UpstreamError without a status", async () => {
  const big = await failure(get("/big", 100));
  expect([big.status, big.message]).toEqual([null, expect.stringContaining("larger than 100 bytes")]);
  const html = await failure(get("/not-json"));
  expect([html.status, html.message]).toEqual([null, `GET ${base}/not-json: response is not JSON`]);
});

test("a redirect is refused rather than followed", async () => {
  seen = [];
  const error = await failure(get("/moved"));
  expect(error.status).toBeNull();
  expect(seen).toHaveLength(1);
});

test("a silent upstream fails at the deadline, saying so", async () => {
  const error = await failure(get("/silent", 1000, 150));
  expect(error.message).toBe(`GET ${base}/silent: timed out after 150 ms`);
});

test("a refused connection is an UpstreamError too", async () => {
  const error = await failure(fetchJson("http://127.0.0.1:9/x", { method: "GET", timeoutMs: 2000, maxBytes: 10 }));
  expect(error.status).toBeNull();
});
