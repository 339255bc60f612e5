// The browser's donation call (POST /api/homepage/donate, /donate/atm), answered by our handler
// rather than proxied: the same rules, deadline and payment-page reader as the no-JavaScript post
// (issue 7.2, 7.3, 7.12, 7.13), and every way a stranger can send it wrong.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { readPaymentPageOnServer } from "../../shared/lib/payment-page-parse5.server.js";
import { HtmlAnswer } from "../fixtures/html-answer.js";
import { ECPAY_STAGE_URL, nodeSdkPage } from "../fixtures/ecpay-sdk-pages.js";
import { HOSTILE_PAGES, ISSUE_ATTACK_PAGE } from "../fixtures/hostile-payment-pages.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { loggedApps } from "./logged-app.js";

let upstream: TestUpstream;
const logs = loggedApps();
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => {
  upstream.reset();
  expect(logs.lines().join("\n")).not.toMatch(/王小明|0912345678/);
  logs.clear();
});
afterAll(() => upstream.close());

const GATEWAY = "/api/payment-sandbox/checkout";
/** The 504's message: the donation's result is not known yet; call the association. */
const RESULT_NOT_KNOWN: unknown = expect.stringMatching(/^捐款結果尚未確認：.*來電 04-2328-5566/);
const body = { id: 1, amount: 600, name: "王小明", phone: "0912345678" };
const donations = () => upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"));
const post = (path = "/api/homepage/donate", overrides = {}) =>
  request(logs.app(upstream.url, overrides)).post(path).set("content-type", "application/json");

describe("a valid donation", () => {
  test("the validated body goes upstream; the browser gets a clean page holding the rebuilt form", async () => {
    const res = await post()
      .send({ ...body, name: " 王小明 " })
      .expect(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(donations()[0]?.body ?? "")).toEqual(body);
    expect(readPaymentPageOnServer(res.text, GATEWAY)).toEqual({
      ok: true,
      form: {
        action: GATEWAY,
        fields: [
          ["MerchantTradeNo", "TESTORDER0001"],
          ["TotalAmount", "600"],
        ],
      },
      tradeNo: "TESTORDER0001",
    });
    expect(res.text).not.toMatch(/<script|<meta http-equiv/i);
  });

  test("bank transfer goes to /donate/atm", async () => {
    await post("/api/homepage/donate/atm").send(body).expect(200);
    expect(donations().map((r) => r.url)).toEqual(["/api/homepage/donate/atm"]);
  });
});

describe("refused before anything is sent upstream", () => {
  test.each([
    ["a fractional amount", { ...body, amount: 100.5 }, "捐款金額須為 1 至 1,000,000 元的整數"],
    ["a negative amount", { ...body, amount: -500 }, "捐款金額須為 1 至 1,000,000 元的整數"],
    ["an amount as text", { ...body, amount: "1e3" }, "捐款金額須為 1 至 1,000,000 元的整數"],
    ["a bidi override in the name", { ...body, name: "王\u202e明" }, "姓名含有無法使用的字元"],
    ["a name of zero-width characters", { ...body, name: "\u200b\u200d" }, "請輸入姓名"],
    ["a NUL in the name", { ...body, name: "王\u0000明" }, "姓名含有無法使用的字元"],
  ])("%s: 400 with the rule's message", async (_label, sent, message) => {
    const res = await post().send(sent).expect(400);
    expect(res.body).toEqual({ message });
    expect(donations()).toEqual([]);
  });

  test("a lone surrogate, sent as a JSON escape", async () => {
    const res = await post().send('{"id":1,"amount":600,"name":"王\\ud800","phone":"0912345678"}').expect(400);
    expect(res.body).toEqual({ message: "姓名含有無法使用的字元" });
    expect(donations()).toEqual([]);
  });

  test("wrong content type 415, broken JSON 400, too large 413, no length 411: each with a message", async () => {
    const site = logs.app(upstream.url);
    const form = await request(site).post("/api/homepage/donate").type("form").send("amount=600").expect(415);
    expect(form.body).toMatchObject({ message: "請以 JSON 格式送出捐款資料" });
    await request(site).post("/api/homepage/donate").set("content-type", "text/plain").send("{}").expect(415);
    const broken = await post().send('{"amount":').expect(400);
    expect(broken.body).toMatchObject({ message: "捐款資料格式錯誤" });
    const big = await post()
      .send(JSON.stringify({ ...body, name: "王".repeat(20_000) }))
      .expect(413);
    expect(big.body).toMatchObject({ message: "請求內容過大" });
    const gzipLie = await post().set("content-encoding", "br").send("not brotli").expect(400);
    expect(gzipLie.body).toMatchObject({ message: "捐款資料格式錯誤" });
    expect(donations()).toEqual([]);
  });
});

describe("what the upstream answers", () => {
  test("its refusal's message is passed on as JSON", async () => {
    upstream.set("POST /api/homepage/donate", { message: "此活動目前未開放捐款" }, 400);
    expect((await post().send(body).expect(400)).body).toEqual({ message: "此活動目前未開放捐款" });
  });

  test("a page with its script, refresh, other form and frame: only the gateway form's fields reach the browser", async () => {
    upstream.set("POST /api/homepage/donate", new HtmlAnswer(ISSUE_ATTACK_PAGE));
    const res = await post().send(body).expect(200);
    expect(res.text).not.toMatch(/evil|refresh|<iframe|<script|card/);
    expect(readPaymentPageOnServer(res.text, GATEWAY)).toMatchObject({
      ok: true,
      form: {
        fields: [
          ["MerchantTradeNo", "TESTORDER0001"],
          ["TotalAmount", "600"],
        ],
      },
    });
  });

  test("ECPay's Node SDK page: the browser gets our page with the SDK's fields, none of its script", async () => {
    upstream.set("POST /api/homepage/donate", new HtmlAnswer(nodeSdkPage()));
    const sdkRead = readPaymentPageOnServer(nodeSdkPage(), ECPAY_STAGE_URL);
    const res = await post("/api/homepage/donate", { paymentGatewayUrl: ECPAY_STAGE_URL }).send(body).expect(200);
    expect(res.text).not.toMatch(/_form_aiochk|<script/);
    expect(readPaymentPageOnServer(res.text, ECPAY_STAGE_URL)).toEqual(sdkRead);
    expect(sdkRead.ok).toBe(true);
  });

  test("a page with no form posting to the gateway: 502 with our message, nothing of the page; logged", async () => {
    upstream.set("POST /api/homepage/donate", new HtmlAnswer(HOSTILE_PAGES["another action"] ?? ""));
    const res = await post().send(body).expect(502);
    expect(res.body).toEqual({ message: "付款頁面無法開啟，請稍後再試" });
    expect(logs.logged("upstream payment page refused; nothing of it was sent to the visitor")).toHaveLength(1);
  });

  test("past DONATION_TIMEOUT_MS: 504, the result is not known yet, with the association's phone", async () => {
    upstream.fail("POST /api/homepage/donate", "hang");
    const res = await post("/api/homepage/donate", { upstreamTimeoutMs: 200, donationTimeoutMs: 1000 })
      .send(body)
      .expect(504);
    expect(res.body).toMatchObject({ message: RESULT_NOT_KNOWN });
    expect(logs.logged("donation result unknown: the order may exist upstream")).toHaveLength(1);
  });

  test("the connection drops once the donation was sent (the service killed mid-call): 504 at once, not known", async () => {
    upstream.fail("POST /api/homepage/donate", "close");
    const started = performance.now();
    const res = await post("/api/homepage/donate", { donationTimeoutMs: 20_000 }).send(body).expect(504);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.body).toMatchObject({ message: RESULT_NOT_KNOWN });
    const [line] = logs.logged("donation result unknown: the order may exist upstream");
    expect(line?.reason).toMatch(/^connection lost before an answer \((UND_ERR_SOCKET|ECONNRESET)\)$/);
  });

  test("slower than UPSTREAM_TIMEOUT_MS but within DONATION_TIMEOUT_MS: still the payment page", async () => {
    upstream.fail("POST /api/homepage/donate", "slow");
    await post("/api/homepage/donate", { upstreamTimeoutMs: 500, donationTimeoutMs: 20_000 }).send(body).expect(200);
  });

  test("an upstream that is down: 503 with a try-again message", async () => {
    const res = await request(logs.app("http://127.0.0.1:9")).post("/api/homepage/donate").send(body).expect(503);
    expect(res.body).toEqual({ message: "捐款服務暫時無法使用，請稍後再試" });
  });
});
