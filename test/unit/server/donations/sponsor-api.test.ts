import express from "express";
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { SPONSOR_PAGE_SIZE } from "../../../../shared/api/browser-api.js";
import { sponsorApi, sponsorCacheControl } from "../../../../server/web/donations/sponsor-api.js";
import { testUpstreamClient } from "../../../fixtures/upstream-client.js";
import { startTestUpstream, type TestUpstream } from "../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

function site() {
  const client = testUpstreamClient(upstream.url);
  return express().get(
    "/api/homepage/sponsor",
    sponsorApi(client, pino({ level: "silent" }), { contentTtlMs: 90_500 }),
  );
}
const sponsorCalls = () => upstream.requests.filter((r) => r.url.startsWith("/api/homepage/sponsor")).map((r) => r.url);

test("a page of sponsors, masked, public for shared caches as long as in ours", async () => {
  upstream.set("GET /api/homepage/sponsor", {
    data: { SponsorList: [{ DonorName: "陳大文", Amount: 100, UpdateTime: "2026-11-20T10:20:00+08:00" }], Total: 1 },
  });
  const res = await request(site()).get("/api/homepage/sponsor?limit=5&offset=10").expect(200);
  expect(res.body).toMatchObject({ data: { SponsorList: [{ DonorName: "陳○文" }], Total: 1 } });
  expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=90");
  expect(sponsorCalls()).toEqual(["/api/homepage/sponsor?limit=5&offset=10"]);
});

test("without parameters the page size and the first page are asked for", async () => {
  await request(site()).get("/api/homepage/sponsor").expect(200);
  expect(sponsorCalls()).toEqual([`/api/homepage/sponsor?limit=${SPONSOR_PAGE_SIZE}&offset=0`]);
});

test.each([
  "limit=0",
  "limit=51",
  "limit=-1",
  "limit=1.5",
  "limit=abc",
  "limit=1&limit=2",
  "offset=1000000000",
  "offset=0x10",
  "offset=",
])("?%s is refused with 400 and reaches no upstream", async (query) => {
  const res = await request(site()).get(`/api/homepage/sponsor?${query}`).expect(400);
  expect(res.body).toEqual({ message: "錯誤的分頁參數" });
  expect(sponsorCalls()).toEqual([]);
});

test("the bounds themselves are accepted", async () => {
  await request(site()).get("/api/homepage/sponsor?limit=50&offset=999999999").expect(200);
  await request(site()).get("/api/homepage/sponsor?limit=%201%20").expect(200);
});

test("an upstream failure is a 502 with nothing cached", async () => {
  upstream.fail("GET /api/homepage/sponsor", "500");
  const res = await request(site()).get("/api/homepage/sponsor").expect(502);
  expect(res.body).toEqual({ message: "內容服務暫時無法使用，請稍後再試" });
  expect(res.headers["cache-control"]).not.toMatch(/public/);
});

test("the cache lifetime is whole seconds of the content TTL", () => {
  expect(sponsorCacheControl({ contentTtlMs: 59_999 })).toBe("public, max-age=0, s-maxage=59");
});
