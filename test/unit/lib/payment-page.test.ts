// The one reader both donation paths use on the upstream's payment page (issue 7.3).
import { describe, expect, test } from "vitest";
import { paymentFormHtml } from "../../../server/content-service/payment/payment-form.js";
import { readPaymentPage } from "../../../shared/lib/payment-page.js";
import { decodeReferences } from "../../../shared/lib/strict-html-tokens.js";
import { PAYMENT_PAGE_HTML } from "../../fixtures/charity-fixtures.js";
import { HOSTILE_PAGES, hostilePage } from "../../fixtures/hostile-payment-pages.js";

const GATEWAY = "/api/payment-sandbox/checkout";
const STAGE = "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5";

describe("a genuine payment page", () => {
  test("the content service's page gives its form: the gateway and the hidden inputs in order", () => {
    const fields = { MerchantID: "3002607", MerchantTradeNo: "D2026112600000000001", ItemName: `捐款－"一般"&<愛心>` };
    const read = readPaymentPage(paymentFormHtml(STAGE, fields), STAGE);
    expect(read).toEqual({
      ok: true,
      form: { action: STAGE, fields: Object.entries(fields) },
      tradeNo: "D2026112600000000001",
    });
  });

  test("the test upstream's page, and harmless variations of spelling", () => {
    expect(readPaymentPage(PAYMENT_PAGE_HTML, GATEWAY)).toMatchObject({
      ok: true,
      form: {
        action: GATEWAY,
        fields: [
          ["MerchantTradeNo", "TESTORDER0001"],
          ["TotalAmount", "600"],
        ],
      },
    });
    const html =
      "<!doctype html><!-- generated --><HTML><head><meta http-equiv=Content-Type content='text/html; charset=utf-8'>" +
      `<title>a <b> title</title></head><body><FORM METHOD=POST action=' ${GATEWAY} '>` +
      "<input type=hidden name=A value=1&amp;2 /><INPUT TYPE='HIDDEN' NAME='B' VALUE='&#x41;&#66;&quot;'>" +
      '<input type="submit" value="go"></FORM></body></HTML>';
    expect(readPaymentPage(html, GATEWAY)).toEqual({
      ok: true,
      form: {
        action: GATEWAY,
        fields: [
          ["A", "1&2"],
          ["B", 'AB"'],
        ],
      },
      tradeNo: null,
    });
  });

  test("the configured gateway is what the rebuilt form posts to, whatever the page's spelling", () => {
    const read = readPaymentPage(
      hostilePage({ action: "HTTPS://PAYMENT-STAGE.ecpay.com.tw:443/Cashier/AioCheckOut/V5" }),
      STAGE,
    );
    expect(read.ok && read.form.action).toBe(STAGE);
  });
});

describe("a hostile or broken page is refused, with a reason", () => {
  for (const [label, html] of Object.entries(HOSTILE_PAGES)) {
    test(label, () => {
      const read = readPaymentPage(html, GATEWAY);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.reason).toBeTruthy();
    });
  }

  test("the order number is reported when the form was readable before the refusal", () => {
    const read = readPaymentPage(hostilePage({ after: '<script src="/media/evil.js"></script>' }), GATEWAY);
    expect(read).toMatchObject({ ok: false, tradeNo: "TESTORDER0001" });
  });

  test("a page over 256 K characters", () => {
    expect(readPaymentPage(hostilePage({ after: `<p>${"x".repeat(300_000)}</p>` }), GATEWAY).ok).toBe(false);
  });
});

describe("character references", () => {
  test("known ones decode; unknown, invalid or ambiguous ones are errors; a bare & stays", () => {
    expect(decodeReferences("a&amp;b&lt;&gt;&quot;&apos;&#26481;&#x1F600;")).toBe("a&b<>\"'東😀");
    expect(decodeReferences("a & b")).toBe("a & b");
    for (const bad of ["&copy;", "&#0;", "&#xD800;", "&#1114112;", "&amp", "&#x;"]) {
      expect(() => decodeReferences(bad), bad).toThrow();
    }
  });
});
