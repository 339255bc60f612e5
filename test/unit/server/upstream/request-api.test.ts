import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { UpstreamError } from "../../../../server/web/upstream/fetch-json.js";
import { createRequestApi, logUpstreamFailure } from "../../../../server/web/upstream/request-api.js";
import { testUpstreamClient } from "../../../fixtures/upstream-client.js";
import { donateBody } from "../../../fixtures/donate-body.js";
import { hostilePage } from "../../../fixtures/hostile-payment-pages.js";
import { HtmlAnswer } from "../../../fixtures/html-answer.js";
import { startTestUpstream, type TestUpstream } from "../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => {
  upstream.reset();
  lines.length = 0;
});
afterAll(() => upstream.close());

const lines: Record<string, unknown>[] = [];
const logger = createLogger("debug", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});

function requestApi() {
  const client = testUpstreamClient(upstream.url);
  return createRequestApi(client, logger);
}
const DEBUG = 20;
const INFO = 30;
const WARN = 40;
const ERROR = 50;

test("answers pass through and leave the request healthy", async () => {
  const request = requestApi();
  expect(await request.api.getMenu()).not.toBeNull();
  expect([request.degraded, request.missing, request.usedLiveData]).toEqual([false, false, false]);
  expect(lines).toEqual([]);
});

test("a failed call empties its section, marks the render degraded and warns", async () => {
  upstream.fail("POST /api/website/getMenuList", "500");
  const request = requestApi();
  expect(await request.api.getMenu()).toBeNull();
  expect([request.degraded, request.missing]).toEqual([true, false]);
  expect(lines).toMatchObject([{ level: WARN, call: "getMenu", status: 500 }]);
  expect(lines[0]?.msg).toBe("upstream call failed; section left empty");
});

test("a 404 for the page's own item means not found, not degraded, and is only a debug line", async () => {
  upstream.set("POST /api/website/getPage", { message: "no" }, 404);
  const request = requestApi();
  expect(await request.api.getPage(99)).toBeNull();
  expect([request.degraded, request.missing]).toEqual([false, true]);
  expect(lines).toMatchObject([{ level: DEBUG, call: "getPage", args: [99], status: 404 }]);
});

test("a 410 for the page's own item is missing too: Gone is the same to a visitor (http/not-found.ts)", async () => {
  upstream.set("POST /api/website/getPage", { message: "gone" }, 410);
  const request = requestApi();
  expect(await request.api.getPage(98)).toBeNull();
  expect([request.degraded, request.missing]).toEqual([false, true]);
  expect(lines).toMatchObject([{ level: DEBUG, call: "getPage", args: [98], status: 410 }]);
});

test("a 404 from a call that names no page item is a degraded render", async () => {
  upstream.set("POST /api/website/getPageList", { message: "no" }, 404);
  const request = requestApi();
  expect(await request.api.getPageList("news")).toBeNull();
  expect([request.degraded, request.missing]).toEqual([true, false]);
});

test("an ATM transfer lookup marks the page as one visitor's", async () => {
  const request = requestApi();
  await request.api.getAtmTransfer("TESTORDER0001");
  expect(request.usedLiveData).toBe(true);
});

test("a created donation is logged by order number, never with the donor's name or phone", async () => {
  const outcome = await requestApi().api.donate("creditCard", donateBody());
  expect(outcome).toMatchObject({ kind: "payment" });
  expect(lines).toMatchObject([{ level: INFO, tradeNo: "TESTORDER0001", method: "creditCard" }]);
  expect(JSON.stringify(lines)).not.toMatch(/王小明|0912345678/);
});

test("a refused payment page is an error line; the outcome still reaches the caller", async () => {
  upstream.set("POST /api/homepage/donate", new HtmlAnswer(hostilePage({ action: "https://evil.example/" })));
  expect(await requestApi().api.donate("creditCard", donateBody())).toMatchObject({ kind: "rejected" });
  expect(lines).toMatchObject([{ level: ERROR, method: "creditCard" }]);
});

test("a missing donation endpoint is no expected 404: it warns, without the body", async () => {
  upstream.set("POST /api/homepage/donate/atm", { message: "no" }, 404);
  const request = requestApi();
  expect(await request.api.donate("bankTransfer", donateBody())).toBeNull();
  expect(lines).toMatchObject([{ level: WARN, call: "donate", method: "bankTransfer", status: 404 }]);
  expect(lines[0]).not.toHaveProperty("args");
  expect(JSON.stringify(lines)).not.toMatch(/王小明|0912345678/);
});

test("only faults of our own are logged as errors", () => {
  logUpstreamFailure(logger, { call: "x" }, new UpstreamError("timed out"), "left empty");
  logUpstreamFailure(logger, { call: "x" }, new TypeError("bug"), "left empty");
  expect(lines).toMatchObject([
    { level: WARN, reason: "timed out" },
    { level: ERROR, err: { type: "TypeError" }, msg: "upstream call failed unexpectedly; left empty" },
  ]);
  expect(lines[0]).not.toHaveProperty("status");
});
