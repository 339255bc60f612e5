// Donations under hostile or faulty conditions (issue 7.2, 7.3, 7.9, 7.13): exact amounts, a hostile
// payment page, a slow or silent upstream, floods. The real app against the test upstream (or, for
// answers it cannot give, a small server of our own), with the log lines captured.
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { Config } from "../../server/web/config.js";
import { HtmlAnswer } from "../fixtures/html-answer.js";
import { readPaymentPageOnServer } from "../../shared/lib/payment-page-parse5.server.js";
import {
  ECPAY_STAGE_URL,
  SDK_ORDER,
  TEST_MERCHANT_ID,
  legacyPhpSdkPage,
  nodeSdkPage,
  phpSdkPage,
} from "../fixtures/ecpay-sdk-pages.js";
import { HOSTILE_PAGES, ISSUE_ATTACK_PAGE, hostilePage } from "../fixtures/hostile-payment-pages.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { loggedApps } from "./logged-app.js";

let upstream: TestUpstream;
const logs = loggedApps();
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => {
  upstream.reset();
  // Whatever happened, no donor's name or phone reached a log line.
  expect(logs.lines().join("\n")).not.toMatch(/王小明|0912345678/);
  logs.clear();
});
afterAll(() => upstream.close());

const app = (overrides: Partial<Config> = {}, upstreamUrl = upstream.url) => logs.app(upstreamUrl, overrides);
const logged = (message: string) => logs.logged(message);
const donations = () => upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"));
const form = { method: "creditCard", target: "normal", amount: "600", name: "王小明", phone: "0912345678" };

describe("a posted amount is never rewritten (7.2)", () => {
  for (const amount of ["100.50", "-500", "1e3", "abc<script>2</script>", "1,200", "0"]) {
    test(`amount=${amount}: 400, the form again with the message and the other entries, nothing sent`, async () => {
      const res = await request(app())
        .post("/charity4?id=1")
        .type("form")
        .send({ ...form, amount })
        .expect(400);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.text).toContain(">捐款金額須為 1 至 1,000,000 元的整數<");
      expect(res.text).toMatch(/name="name" value="王小明"/);
      expect(res.text).toMatch(/name="phone" value="0912345678"/);
      expect(donations()).toEqual([]);
    });
  }

  test("the older page applies the same rule", async () => {
    await request(app())
      .post("/charity?path=donate-general")
      .type("form")
      .send({ ...form, amount: "100.50" })
      .expect(400);
    expect(donations()).toEqual([]);
  });

  test("a name of zero-width characters or with a bidi override is refused on the server too (7.12)", async () => {
    for (const name of ["\u200b\u200b", "王\u202e明", "王\u0000明"]) {
      const res = await request(app())
        .post("/charity4?id=1")
        .type("form")
        .send({ ...form, name })
        .expect(400);
      expect(res.text).toMatch(/>(請輸入姓名|姓名含有無法使用的字元)</);
    }
    expect(donations()).toEqual([]);
  });
});

describe("the upstream's payment page never reaches the visitor (7.3)", () => {
  test("the issue 7.3 page: our page with only the gateway form's fields; its script, refresh, form, frame dropped", async () => {
    upstream.set("POST /api/homepage/donate", new HtmlAnswer(ISSUE_ATTACK_PAGE));
    const res = await request(app()).post("/charity4?id=1").type("form").send(form).expect(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).toContain("前往付款");
    expect(res.text).not.toMatch(/evil|refresh|<iframe|name="card"/);
    expect(readPaymentPageOnServer(res.text, "/api/payment-sandbox/checkout")).toMatchObject({
      ok: true,
      form: {
        fields: [
          ["MerchantTradeNo", "TESTORDER0001"],
          ["TotalAmount", "600"],
        ],
      },
    });
    expect(logged("donation order created")).toMatchObject([{ level: 30, tradeNo: "TESTORDER0001" }]);
  });

  test("a page with a second form posting to the gateway: an error page of our own, the refusal logged", async () => {
    upstream.set(
      "POST /api/homepage/donate",
      new HtmlAnswer(HOSTILE_PAGES["a second form posting to the gateway"] ?? ""),
    );
    const res = await request(app()).post("/charity4?id=1").type("form").send(form).expect(502);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).toContain("付款頁面無法開啟，請稍後再試");
    expect(res.text).not.toContain("TESTORDER0001");
    const [line] = logged("upstream payment page refused; nothing of it was sent to the visitor");
    expect(line).toMatchObject({ level: 50, tradeNo: "TESTORDER0001", reason: "two forms post to the gateway" });
  });

  test("a form posting elsewhere is refused; the rebuilt form only ever posts to PAYMENT_GATEWAY_URL", async () => {
    upstream.set("POST /api/homepage/donate", new HtmlAnswer(hostilePage({ action: "https://evil.example/pay" })));
    await request(app()).post("/charity4?id=1").type("form").send(form).expect(502);
    upstream.set(
      "POST /api/homepage/donate",
      new HtmlAnswer(hostilePage({ action: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5" })),
    );
    const gateway = "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5";
    const res = await request(app({ paymentGatewayUrl: gateway }))
      .post("/charity4?id=1")
      .type("form")
      .send(form)
      .expect(200);
    expect(res.text).toContain(`action="${gateway}" method="post"`);
    expect(logged("donation order created")).toMatchObject([{ level: 30, tradeNo: "TESTORDER0001" }]);
  });

  test("an answer over 256 KB is refused without being held whole", async () => {
    upstream.set(
      "POST /api/homepage/donate",
      new HtmlAnswer(hostilePage({ after: `<p>${"x".repeat(2_000_000)}</p>` })),
    );
    const res = await request(app()).post("/charity4?id=1").type("form").send(form).expect(502);
    expect(res.text).not.toContain("xxxx");
    expect(logged("upstream payment page refused; nothing of it was sent to the visitor")[0]?.reason).toMatch(
      /larger than/,
    );
  });
});

describe("the donation call's own deadline (7.13)", () => {
  test("a call slower than UPSTREAM_TIMEOUT_MS but within DONATION_TIMEOUT_MS succeeds", async () => {
    upstream.fail("POST /api/homepage/donate", "slow");
    const res = await request(app({ upstreamTimeoutMs: 500, donationTimeoutMs: 20_000 }))
      .post("/charity4?id=1")
      .type("form")
      .send(form)
      .expect(200);
    expect(res.text).toContain('name="MerchantTradeNo" value="TESTORDER0001"');
  });

  test("past it: the result is not known yet, check with the association's phone; logged", async () => {
    upstream.fail("POST /api/homepage/donate", "hang");
    const res = await request(app({ upstreamTimeoutMs: 200, donationTimeoutMs: 1000 }))
      .post("/charity4?id=1")
      .type("form")
      .send(form)
      .expect(504);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).toContain("捐款結果尚未確認");
    expect(res.text).toContain("請先不要再次送出，並來電 04-2328-5566");
    expect(res.text).not.toContain("付款失敗");
    expect(logged("donation result unknown: the order may exist upstream")).toMatchObject([
      { level: 40, tradeNo: null },
    ]);
  });

  test("a page that stalls half-way: the trade number it already carried is logged", async () => {
    const stalled = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.write(hostilePage({}).slice(0, hostilePage({}).indexOf('<input type="hidden" name="TotalAmount"')));
    });
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
      await request(app({ upstreamTimeoutMs: 200, donationTimeoutMs: 1000 }, url))
        .post("/charity4?id=1")
        .type("form")
        .send(form)
        .expect(504);
      expect(logged("donation result unknown: the order may exist upstream")).toMatchObject([
        { tradeNo: "TESTORDER0001" },
      ]);
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });
});

describe("donation floods (7.9)", () => {
  const limited = () => app({ donationRateLimit: 2, donationRateWindowMs: 60_000 });

  test("past the limit: a Chinese 429 page for the form post, a JSON message for the API; one count for both", async () => {
    const site = limited();
    const post = () => request(site).post("/charity4?id=1").type("form").send(form);
    await post().expect(200);
    await request(site)
      .post("/api/homepage/donate")
      .send({ id: 1, amount: 600, name: "王小明", phone: "0912345678" })
      .expect(200);
    const page = await post().expect(429);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
    expect(page.text).toContain("捐款送出次數過多");
    expect(page.text).toContain('<a href="/charity4?id=1">回到捐款頁面</a>');
    const api = await request(site)
      .post("/api/homepage/donate/atm")
      .send({ id: 1, amount: 600, name: "王小明", phone: "0912345678" })
      .expect(429);
    const retryMessage: unknown = expect.stringMatching(/^捐款送出次數過多，請在 \d+ 秒後再試$/);
    expect(api.body).toEqual({ message: retryMessage });
    expect(donations()).toHaveLength(2);
    // Pages are still served, and the older page's post is limited too.
    await request(site).get("/charity4?id=1").expect(200);
    await request(site).post("/charity?path=donate-general").type("form").send(form).expect(429);
    expect(logged("donation rate limit reached")).toHaveLength(3);
  });

  test("the count is per client address (req.ip, through the trusted proxy)", async () => {
    const site = limited();
    const from = (ip: string) =>
      request(site).post("/charity4?id=1").set("x-forwarded-for", ip).type("form").send(form);
    await from("203.0.113.1").expect(200);
    await from("203.0.113.1").expect(200);
    await from("203.0.113.1").expect(429);
    await from("203.0.113.2").expect(200);
  });
});

describe("payment pages as ECPay's SDKs write them, without JavaScript (17.1)", () => {
  const sdkFields = readPaymentPageOnServer(nodeSdkPage(), ECPAY_STAGE_URL);
  const signed = sdkFields.ok ? Object.fromEntries(sdkFields.form.fields) : {};
  const pages: Record<string, string> = {
    "the Node SDK's (ecpay_aio_nodejs) page": nodeSdkPage(),
    "SDK_PHP's page": phpSdkPage(signed),
    "the older PHP class's page with a style and a script after </html>": legacyPhpSdkPage(signed),
  };
  for (const [label, html] of Object.entries(pages)) {
    test(`${label}: our page posting the SDK's signed fields to the gateway, none of its script`, async () => {
      upstream.set("POST /api/homepage/donate", new HtmlAnswer(html));
      const res = await request(app({ paymentGatewayUrl: ECPAY_STAGE_URL }))
        .post("/charity4?id=1")
        .type("form")
        .send(form)
        .expect(200);
      expect(res.text).not.toMatch(/_form_aiochk|__ecpayForm|ecpay-form|\.submit\(\)|display:none/);
      const read = readPaymentPageOnServer(res.text, ECPAY_STAGE_URL);
      expect(read.ok && Object.fromEntries(read.form.fields)).toEqual(signed);
      expect(signed).toMatchObject({ ...SDK_ORDER, MerchantID: TEST_MERCHANT_ID });
      expect(logged("donation order created")).toMatchObject([{ tradeNo: SDK_ORDER.MerchantTradeNo }]);
    });
  }
});
