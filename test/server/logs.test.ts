// Logs: an expected condition (an unknown id, an upstream that is down, a visitor who leaves) is one
// short line below error and without a stack; and no donor's name, phone or address ever appears in
// any log line — the web server's or the content service's, at the most verbose level, whatever
// happens to the donation.
import http from "node:http";
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startServer } from "../../bench/attack/server-process.mjs";
import { createApp } from "../../server/web/app.js";
import { hiddenFields } from "../content-service/form-html.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { testConfig } from "./app-harness.js";
import { captureLogs, type CapturedLogs } from "./log-capture.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

function appWithLogs(logs: CapturedLogs, overrides: Parameters<typeof testConfig>[0] = {}) {
  return createApp({ config: testConfig(overrides), logger: logs.logger, upstreamUrl: upstream.url });
}

describe("expected conditions: one short line, no stack", () => {
  test("an unknown id: nothing at warn or above, no stack, a few hundred bytes per request", async () => {
    const logs = captureLogs("debug");
    const app = appWithLogs(logs);
    for (const id of [99_991, 99_992, 99_993, 99_994, 99_995]) {
      upstream.set(`POST /api/website/getPage {"id":${id}}`, { message: "找不到此頁面" }, 404);
      await request(app).get(`/page3?id=${id}`).expect(404);
    }
    expect(logs.entries().filter((e) => Number(e.level) >= 40)).toEqual([]);
    expect(logs.raw.filter((line) => line.includes("stack"))).toEqual([]);
    expect(logs.raw.join("\n").length / 5).toBeLessThan(600);
    expect(logs.entries().filter((e) => e.msg === "upstream has no such item; section left empty")).toHaveLength(5);
  });

  test("an upstream that fails: one warn line with the reason, no stack", async () => {
    const logs = captureLogs("debug");
    upstream.fail("POST /api/website/getPage", "500");
    await request(appWithLogs(logs)).get("/page3?id=1").expect(200);
    const warnings = logs.entries().filter((e) => Number(e.level) >= 40);
    expect(warnings.map((e) => [e.level, e.msg, e.call, e.status])).toEqual([
      [40, "upstream call failed; section left empty", "getPage", 500],
    ]);
    expect(logs.raw.filter((line) => line.includes("stack"))).toEqual([]);
    expect(Math.max(...logs.raw.map((line) => line.length))).toBeLessThan(500);
  });

  test("a visitor who leaves before the page is ready: one info line, nothing at error", async () => {
    const logs = captureLogs("debug");
    const server = http.createServer(appWithLogs(logs, { pageCacheEntries: 0 })).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    upstream.fail("GET /api/homepage/articleList", "slow");
    upstream.fail("POST /api/website/getCharity", "slow");
    // Each visit waits for an upstream call only it can cause (content loads are shared between
    // visitors, so a call already in flight for an earlier visit would prove nothing).
    const visits = [
      { path: "/", call: "/api/homepage/articleList" },
      { path: "/charity4?id=1", call: "/api/homepage/sponsor" },
      { path: "/charity1?id=2&_data=charity", call: "/api/website/getCharity", body: '"id":2' },
    ];
    for (const { path, call, body } of visits) {
      const req = http.get({ host: "127.0.0.1", port, path });
      req.on("error", () => {});
      const seen = () =>
        upstream.requests.some((r) => r.url.startsWith(call) && (body === undefined || String(r.body).includes(body)));
      await expect.poll(seen, { timeout: 10_000 }).toBe(true);
      req.destroy();
    }
    // Until the slow upstream calls have answered and every render has finished or been dropped.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    server.close();
    expect(logs.entries().filter((e) => Number(e.level) >= 40)).toEqual([]);
    const left = logs.entries().filter((e) => e.msg === "request: the client left before the answer was complete");
    expect(left.map((e) => [e.level, e.url])).toEqual([
      [30, "/"],
      [30, "/charity4?id=1"],
      [30, "/charity1?id=2&_data=charity"],
    ]);
  });
});

// Distinct enough never to occur in a log by chance.
const DONOR = {
  name: "甄測試捐款人",
  phone: "0987654321",
  address: "花蓮縣測試鄉記錄路九十九號",
  receiverName: "甄測試收據人",
  receiverPhone: "0976543210",
};
const SECRETS = [DONOR.name, DONOR.phone, DONOR.address, DONOR.receiverName, DONOR.receiverPhone];

function leaks(lines: string[]): string[] {
  const forms = SECRETS.flatMap((secret) => [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
  return lines.filter((line) => forms.some((form) => line.includes(form)));
}

const noJsForm = (amount: string) =>
  new URLSearchParams({
    method: "creditCard",
    target: "normal",
    amount,
    name: DONOR.name,
    phone: DONOR.phone,
    needReceipt: "on",
    address: DONOR.address,
    receiverName: DONOR.receiverName,
    receiverPhone: DONOR.receiverPhone,
  }).toString();

const jsonBody = {
  amount: 600,
  name: DONOR.name,
  phone: DONOR.phone,
  activityType: "normal",
  charityID: 1,
  needReceipt: true,
  receiptInfo: { address: DONOR.address, name: DONOR.receiverName, phone: DONOR.receiverPhone },
};

describe("donors' personal data never reaches a log line", () => {
  test("the built server and its content service at LOG_LEVEL=trace: every donation path, paid, failed and refused", async () => {
    const server = await startServer({
      env: { LOG_LEVEL: "trace", BODY_TIMEOUT_MS: "1000", DONATION_RATE_LIMIT: "1000" },
    });
    try {
      await server.ready();
      const post = (path: string, body: string, type: string) =>
        fetch(server.url + path, { method: "POST", headers: { "content-type": type }, body, redirect: "manual" });
      const form = "application/x-www-form-urlencoded";
      // Without JavaScript: accepted, refused by the rules, the older page.
      expect((await post("/charity4?id=1", noJsForm("600"), form)).status).toBe(200);
      expect((await post("/charity4?id=1", noJsForm("abc"), form)).status).toBe(400);
      await post("/charity?path=donate-general", noJsForm("700"), form);
      // With JavaScript (through the proxy): credit card, bank transfer, refused.
      const card = await post("/api/homepage/donate", JSON.stringify(jsonBody), "application/json");
      expect(card.status).toBe(200);
      await post("/api/homepage/donate/atm", JSON.stringify(jsonBody), "application/json");
      await post("/api/homepage/donate", JSON.stringify({ ...jsonBody, amount: -5 }), "application/json");
      // Pay one, fail another, through the sandbox (the signed callback included).
      const fields = hiddenFields(await card.text());
      for (const result of ["success", "fail"]) {
        const again = await post("/api/homepage/donate", JSON.stringify(jsonBody), "application/json");
        const checkout = { ...hiddenFields(await again.text()), SandboxResult: result };
        await post("/api/payment-sandbox/complete", new URLSearchParams(checkout).toString(), form);
      }
      expect(Object.keys(fields)).toContain("MerchantTradeNo");
      await fetch(`${server.url}/api/homepage/sponsor?limit=10&offset=0`);
      await fetch(`${server.url}/charity4?id=1`);
      // A donation whose body never finishes arriving (408), and one the client abandons.
      await new Promise<void>((resolve) => {
        const req = http.request(`${server.url}/charity4?id=1`, {
          method: "POST",
          headers: { "content-type": form, "content-length": "5000" },
        });
        req.on("error", () => resolve());
        req.on("response", (res) => {
          res.resume();
          res.on("end", resolve);
        });
        req.write(noJsForm("600").slice(0, 60));
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.lines.length).toBeGreaterThan(10);
      expect(leaks(server.lines)).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test("the web server when the donation fails upstream (refused, 5xx, broken, closed, timed out): trace level", async () => {
    const raw: string[] = [];
    const logger = pino({ level: "trace" }, { write: (line: string) => void raw.push(line) });
    const app = createApp({
      config: testConfig({ upstreamTimeoutMs: 500, donationTimeoutMs: 1000, donationRateLimit: 1000 }),
      logger,
      upstreamUrl: upstream.url,
    });
    const cases: [string, () => void][] = [
      ["refused", () => upstream.set("POST /api/homepage/donate", { message: `姓名 ${DONOR.name} 不正確` }, 400)],
      ["500", () => upstream.fail("POST /api/homepage/donate", "500")],
      ["bad answer", () => upstream.fail("POST /api/homepage/donate", "wrong-shape")],
      ["closed", () => upstream.fail("POST /api/homepage/donate", "close")],
      ["timeout", () => upstream.fail("POST /api/homepage/donate", "hang")],
    ];
    for (const [, arrange] of cases) {
      upstream.reset();
      arrange();
      await request(app).post("/charity4?id=1").type("form").send(noJsForm("600"));
      await request(app).post("/api/homepage/donate").send(jsonBody);
    }
    expect(raw.length).toBeGreaterThan(10);
    expect(leaks(raw)).toEqual([]);
  });
});
