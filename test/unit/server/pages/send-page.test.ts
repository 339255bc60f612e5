import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { beforeAll, expect, test } from "vitest";
import {
  PRIVATE_NO_STORE,
  publicPageCacheControl,
  sendFetchResponse,
  sendStoredPage,
} from "../../../../server/web/pages/send-page.js";
import { StoredPage } from "../../../../server/web/pages/stored-page.js";

const HTML = `<!DOCTYPE html><p>${"頁面 page ".repeat(100)}</p>`;
const PUBLIC = "public, max-age=0";
let page: StoredPage;
let missing: StoredPage;
beforeAll(async () => {
  page = await StoredPage.of(HTML, 200);
  missing = await StoredPage.of("<p>找不到</p>", 404);
});

const serving =
  (stored: () => StoredPage, ageMs: number | null = null) =>
  (req: IncomingMessage, res: ServerResponse) =>
    sendStoredPage(req, res, stored(), PUBLIC, ageMs);

test("the stored page's cache lifetimes from the content's: fresh at the shared cache, a day stale on errors", () => {
  expect(publicPageCacheControl({ contentTtlMs: 30_999, contentStaleMs: 120_000 })).toBe(
    "public, max-age=0, s-maxage=30, stale-while-revalidate=120, stale-if-error=86400",
  );
});

test("a 200 page in the client's best encoding, public, with that encoding's ETag and its length", async () => {
  const res = await request(serving(() => page))
    .get("/")
    .set("accept-encoding", "gzip")
    .expect(200);
  expect(res.headers["content-encoding"]).toBe("gzip");
  expect(res.headers.etag).toBe(page.representation("gzip").etag);
  expect(res.headers["cache-control"]).toBe(PUBLIC);
  expect(res.headers.vary).toBe("Accept-Encoding");
  expect(res.headers["content-length"]).toBe(String(page.representation("gzip").bytes.length));
  expect(res.text).toBe(HTML);
  const br = await request(serving(() => page))
    .get("/")
    .set("accept-encoding", "gzip, br")
    .expect(200);
  expect(br.headers.etag).toBe(page.representation("br").etag);
  const plain = await request(serving(() => page))
    .get("/")
    .set("accept-encoding", "identity")
    .expect(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers.etag).toBe(page.representation("identity").etag);
});

test("the age of the render goes out in whole seconds, none when under one", async () => {
  expect(
    (
      await request(serving(() => page, 4_900))
        .get("/")
        .expect(200)
    ).headers.age,
  ).toBe("4");
  expect(
    (
      await request(serving(() => page, 900))
        .get("/")
        .expect(200)
    ).headers.age,
  ).toBeUndefined();
});

test("a matching If-None-Match is a 304 with the tag; another tag, or a very long header, the page", async () => {
  const etag = page.representation("gzip").etag;
  const app = serving(() => page);
  const notModified = await request(app).get("/").set("accept-encoding", "gzip").set("if-none-match", etag).expect(304);
  expect(notModified.headers.etag).toBe(etag);
  expect(notModified.headers["content-type"]).toBeUndefined();
  await request(app).get("/").set("accept-encoding", "gzip").set("if-none-match", `"other", ${etag}`).expect(304);
  await request(app).get("/").set("accept-encoding", "br").set("if-none-match", etag).expect(200);
  const long = `${Array.from({ length: 60 }, (_, i) => `"tag-${i}-padding"`).join(", ")}, ${etag}`;
  expect(long.length).toBeGreaterThan(1024);
  await request(app).get("/").set("accept-encoding", "gzip").set("if-none-match", long).expect(200);
});

test("any other status is one visitor's: no-store, no ETag, no 304", async () => {
  const app = serving(() => missing);
  const res = await request(app).get("/x").set("accept-encoding", "gzip").set("if-none-match", "*").expect(404);
  expect(res.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  expect(res.headers.etag).toBeUndefined();
  expect(res.text).toBe("<p>找不到</p>");
});

test("HEAD gets the headers of the page, no body", async () => {
  const res = await request(serving(() => page))
    .head("/")
    .set("accept-encoding", "gzip")
    .buffer(true)
    .expect(200);
  expect(res.headers["content-length"]).toBe(String(page.representation("gzip").bytes.length));
});

test("a router's Response is sent as it is, private unless it says otherwise", async () => {
  const send = (response: () => Response) => (_req: IncomingMessage, res: ServerResponse) =>
    void sendFetchResponse(res, response());
  const redirect = await request(send(() => new Response(null, { status: 302, headers: { location: "/about" } })))
    .get("/")
    .expect(302);
  expect(redirect.headers.location).toBe("/about");
  expect(redirect.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  const own = await request(send(() => new Response("body", { status: 410, headers: { "cache-control": "public" } })))
    .get("/")
    .expect(410);
  expect([own.headers["cache-control"], own.text]).toEqual(["public", "body"]);
});
