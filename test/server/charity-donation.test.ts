// The no-JavaScript donation post: the page's action checks the form with the shared rules, sends
// the contract's exact JSON to the endpoint its payment method names, and answers our own page with
// the gateway form rebuilt from the upstream's payment page, or the form again with the message and
// the visitor's values.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { PAYMENT_PAGE_HTML } from "../fixtures/charity-fixtures.js";
import { donateBody } from "../fixtures/donate-body.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const app = () => buildApp(upstream.url);
const donations = () => upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"));
const form = { method: "creditCard", target: "normal", amount: "600", name: "王小明", phone: "0912345678" };

/** Our page, inside the site's layout, holding the gateway form rebuilt from PAYMENT_PAGE_HTML. */
function expectHandoff(html: string) {
  expect(html).toMatch(/class="(area-bar|top-bar)"/);
  expect(html).toContain(
    '<form class="payment-handoff__form" action="/api/payment-sandbox/checkout" method="post">' +
      '<input type="hidden" name="MerchantTradeNo" value="TESTORDER0001"/>' +
      '<input type="hidden" name="TotalAmount" value="600"/>' +
      '<button type="submit" class="charity-button">前往付款</button></form>',
  );
}

describe("/charity4 without JavaScript", () => {
  test("a valid form answers our own page with the rebuilt gateway form, under our CSP, never stored", async () => {
    const res = await request(app()).post("/charity4?id=1").type("form").send(form).expect(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).not.toContain(PAYMENT_PAGE_HTML);
    expectHandoff(res.text);
    // The payment form posts to the gateway: allowed by form-action (same origin by default).
    expect(res.headers["content-security-policy"]).toMatch(/form-action 'self'/);
    // Rendered whole: no inline script, so no nonce (docs/decisions/003-csp-without-nonce.md).
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self';/);
  });

  test("the exact JSON sent upstream: credit card to /donate, a general donation", async () => {
    await request(app())
      .post("/charity4?id=1")
      .type("form")
      .send({ ...form, amount: "1200", name: " 王小明 " })
      .expect(200);
    const [sent] = donations();
    expect(sent?.url).toBe("/api/homepage/donate");
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent?.body ?? "")).toEqual(donateBody({ amount: 1200 }));
  });

  test("an activity with a receipt: activityType, charityActivityID and receiptInfo", async () => {
    await request(app())
      .post("/charity4?id=1&activityID=21")
      .type("form")
      .send({
        ...form,
        target: "21",
        needReceipt: "on",
        address: "台中市西區民權路 1 號",
        receiverName: "王大明",
        receiverPhone: "0423456789",
      })
      .expect(200);
    expect(JSON.parse(donations()[0]?.body ?? "")).toEqual({
      amount: 600,
      name: "王小明",
      phone: "0912345678",
      activityType: "activity",
      charityID: 1,
      charityActivityID: 21,
      needReceipt: true,
      receiptInfo: { address: "台中市西區民權路 1 號", name: "王大明", phone: "0423456789" },
    });
  });

  test("the funeral fund, and the charity id taken from the address", async () => {
    await request(app())
      .post("/charity4?id=7")
      .type("form")
      .send({ ...form, target: "funeral" })
      .expect(200);
    expect(JSON.parse(donations()[0]?.body ?? "")).toMatchObject({ activityType: "funeral", charityID: 7 });
    expect(JSON.parse(donations()[0]?.body ?? "")).not.toHaveProperty("charityActivityID");
  });

  test("bank transfer goes to /donate/atm with the same payload", async () => {
    await request(app())
      .post("/charity4?id=1")
      .type("form")
      .send({ ...form, method: "bankTransfer" })
      .expect(200);
    expect(donations().map((r) => r.url)).toEqual(["/api/homepage/donate/atm"]);
    expect(JSON.parse(donations()[0]?.body ?? "")).toMatchObject({ amount: 600, activityType: "normal" });
  });

  test("an invalid form comes back with the spec's message and the values kept; nothing goes upstream", async () => {
    const res = await request(app())
      .post("/charity4?id=1&activityID=21")
      .type("form")
      .send({ ...form, target: "21", name: "", phone: "0912" })
      .expect(400);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.text).toMatch(/<p class="donation-form__error" role="alert">請輸入姓名<\/p>/);
    expect(res.text).toMatch(/name="amount" value="600"/);
    expect(res.text).toMatch(/name="phone" value="0912"/);
    expect(res.text).toMatch(/name="method" checked="" value="creditCard"/);
    expect(res.text).toContain('<option value="21" selected="">');
    expect(donations()).toEqual([]);
  });

  test("the alerts' order holds on the server too: amount first, then the receipt fields", async () => {
    const empty = await request(app()).post("/charity4?id=1").type("form").send({ method: "creditCard" }).expect(400);
    expect(empty.text).toContain("請輸入捐款金額");
    const receipt = await request(app())
      .post("/charity4?id=1")
      .type("form")
      .send({ ...form, needReceipt: "on", address: "台中市" })
      .expect(400);
    expect(receipt.text).toContain(">請輸入收件姓名<");
    expect(receipt.text).toMatch(/name="needReceipt" checked="" value="on"/);
    expect(receipt.text).toMatch(/name="address" value="台中市"/);
  });

  test("posted text is escaped when shown again", async () => {
    const res = await request(app())
      .post("/charity4?id=1")
      .type("form")
      .send({ ...form, phone: "", name: '"><script>alert(1)</script>' })
      .expect(400);
    expect(res.text).not.toContain("<script>alert(1)</script>");
    expect(res.text).toContain("&quot;&gt;&lt;script&gt;");
  });

  test("the upstream's refusal (400 with a message) is shown in the form", async () => {
    upstream.set("POST /api/homepage/donate", { message: "此活動目前未開放捐款" }, 400);
    const res = await request(app()).post("/charity4?id=1").type("form").send(form).expect(400);
    expect(res.text).toContain(">此活動目前未開放捐款<");
    expect(res.text).toMatch(/name="name" value="王小明"/);
  });

  test("an upstream failure keeps the visitor's form with a try-again message", async () => {
    upstream.fail("POST /api/homepage/donate", "500");
    const res = await request(app()).post("/charity4?id=1").type("form").send(form).expect(503);
    expect(res.text).toContain("捐款服務暫時無法使用，請稍後再試");
    expect(res.text).toMatch(/name="amount" value="600"/);
  });

  test("an upstream answer that is not a payment page is a failure, not passed on", async () => {
    upstream.set("POST /api/homepage/donate", { data: "not html" });
    const res = await request(app()).post("/charity4?id=1").type("form").send(form).expect(502);
    expect(res.text).toContain("付款頁面無法開啟，請稍後再試");
    expect(res.text).not.toContain("not html");
  });

  test("a body over the limit is refused before the page runs", async () => {
    await request(app())
      .post("/charity4?id=1")
      .type("form")
      .send({ ...form, name: "王".repeat(20_000) })
      .expect(413);
    expect(donations()).toEqual([]);
  });
});

describe("/charity?path= without JavaScript", () => {
  test("the legacy body is exactly { id: 1, amount, name, phone }, credit card by default", async () => {
    const res = await request(app())
      .post("/charity?path=donate-general")
      .type("form")
      .send({
        amount: "800",
        name: "王小明",
        phone: "0912345678",
        needReceipt: "on",
        address: "台中市",
        receiverName: "王大明",
        receiverPhone: "0423456789",
      })
      .expect(200);
    expectHandoff(res.text);
    expect(donations().map((r): [string, unknown] => [r.url, JSON.parse(r.body)])).toEqual([
      ["/api/homepage/donate", { id: 1, amount: 800, name: "王小明", phone: "0912345678" }],
    ]);
  });

  test("missing donation fields: 請填寫完整的捐款資訊; missing receipt fields: 請填寫完整的收據資訊", async () => {
    const first = await request(app())
      .post("/charity?path=donate-general")
      .type("form")
      .send({ amount: "300", name: "王小明" })
      .expect(400);
    expect(first.text).toContain(">請填寫完整的捐款資訊<");
    expect(first.text).toMatch(/name="amount" value="300"/);
    const second = await request(app())
      .post("/charity?path=donate-general")
      .type("form")
      .send({ amount: "300", name: "王小明", phone: "0912345678", needReceipt: "on" })
      .expect(400);
    expect(second.text).toContain(">請填寫完整的收據資訊<");
    expect(donations()).toEqual([]);
  });
});
