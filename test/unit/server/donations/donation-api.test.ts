import type { IncomingMessage } from "node:http";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import {
  DONATION_UNAVAILABLE,
  PAGE_REFUSED_NOTICE,
  RESULT_UNKNOWN_NOTICE,
} from "../../../../shared/ui/donation/donation-notices.js";
import { loadConfig } from "../../../../server/web/config.js";
import { donationApi } from "../../../../server/web/donations/donation-api.js";
import type { Sorted, Sorter } from "../../../../server/web/routing/sort-request.js";
import { testUpstreamClient } from "../../../fixtures/upstream-client.js";
import { donateBody } from "../../../fixtures/donate-body.js";
import { hostilePage } from "../../../fixtures/hostile-payment-pages.js";
import { HtmlAnswer } from "../../../fixtures/html-answer.js";
import { startTestUpstream, type TestUpstream } from "../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

/** The sorting the handler reads: only what it sorts as the donation API is answered here. */
const sorter: Sorter = {
  of: (req: IncomingMessage) => sorter.sort(req.method ?? "GET", req.url ?? "/"),
  sort: (_method, target): Sorted => {
    if (target === "/api/homepage/donate") return { kind: "donation-api", method: "creditCard", label: target };
    if (target === "/api/homepage/donate/atm") return { kind: "donation-api", method: "bankTransfer", label: target };
    return { kind: "proxy", label: target };
  },
};

const config = loadConfig({});
function site(donationTimeoutMs = 2000) {
  const client = testUpstreamClient(upstream.url, {
    donation: { timeoutMs: donationTimeoutMs, gatewayUrl: "/api/payment-sandbox/checkout" },
  });
  return express()
    .use(donationApi(config, client, pino({ level: "silent" }), sorter))
    .use((_req, res) => void res.status(299).send("next"));
}
const donations = () => upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate")).map((r) => r.url);
const donate = (path = "/api/homepage/donate") => request(site()).post(path);

test("a valid donation gets our own payment page, never stored", async () => {
  const res = await donate().send(donateBody()).expect(200);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.text).toContain('action="/api/payment-sandbox/checkout"');
  expect(res.text).toContain("TESTORDER0001");
});

test("each path posts to its own method's upstream endpoint", async () => {
  await donate("/api/homepage/donate/atm").send(donateBody()).expect(200);
  expect(donations()).toEqual(["/api/homepage/donate/atm"]);
});

test("requests sorted as something else pass on untouched", async () => {
  await request(site()).post("/api/website/getPage").send({}).expect(299, "next");
});

test("only a JSON POST within the body limit is read", async () => {
  const res = await request(site()).get("/api/homepage/donate").expect(405);
  expect(res.headers.allow).toBe("POST");
  await donate().type("text/plain").send("amount=600").expect(415);
  await donate()
    .type("json")
    .send(JSON.stringify({ pad: "x".repeat(config.bodyLimitBytes) }))
    .expect(413);
  const bad = await donate().type("json").send("{not json").expect(400);
  expect(bad.body).toEqual({ message: "捐款資料格式錯誤" });
  expect(donations()).toEqual([]);
});

test("a body our rules refuse never reaches the upstream", async () => {
  const res = await donate().send({ name: "王小明" }).expect(400);
  expect(res.body).toEqual({ message: "請輸入捐款金額" });
  expect(donations()).toEqual([]);
});

test("each outcome has its status: refused 400, unreachable 503, a refused page 502", async () => {
  upstream.set("POST /api/homepage/donate", { message: "單筆金額過高" }, 400);
  expect((await donate().send(donateBody()).expect(400)).body).toEqual({ message: "單筆金額過高" });
  upstream.fail("POST /api/homepage/donate", "500");
  expect((await donate().send(donateBody()).expect(503)).body).toEqual({ message: DONATION_UNAVAILABLE });
  upstream.reset();
  upstream.set("POST /api/homepage/donate", new HtmlAnswer(hostilePage({ action: "https://evil.example/" })));
  const refused = await donate().send(donateBody()).expect(502);
  expect(refused.body).toEqual({ message: PAGE_REFUSED_NOTICE.title });
  expect(refused.text).not.toContain("evil.example");
});

test("no answer in time: 504, saying the donation may exist", async () => {
  upstream.fail("POST /api/homepage/donate", "hang");
  const res = await request(site(200)).post("/api/homepage/donate").send(donateBody()).expect(504);
  expect(res.body).toEqual({ message: `${RESULT_UNKNOWN_NOTICE.title}：${RESULT_UNKNOWN_NOTICE.message}` });
});
