// The rules both donation paths read the upstream's payment page with (issues 7.3, 17.1, 25.6, 28.3),
// here over parse5's tree; test/browser/payment-page-dom.test.ts runs the same pages through the
// browser's DOMParser and expects the same answers.
import { describe, expect, test } from "vitest";
import { verifyCheckMacValue } from "../../../server/content-service/payment/check-mac-value.js";
import { paymentFormHtml } from "../../../server/content-service/payment/payment-form.js";
import { PUBLIC_TEST_CREDENTIALS } from "../../../server/content-service/payment/public-test-keys.js";
import { readPaymentPageOnServer as readPaymentPage } from "../../../shared/lib/payment-page-parse5.server.js";
import { PAYMENT_PAGE_HTML } from "../../fixtures/charity-fixtures.js";
import {
  ECPAY_STAGE_URL,
  SDK_ORDER,
  legacyPhpSdkPage,
  nodeSdkPage,
  phpSdkPage,
} from "../../fixtures/ecpay-sdk-pages.js";
import {
  DROPPED_PARTS,
  HOSTILE_PAGES,
  READ_AS_BROWSERS_DO,
  formattingElementPage,
  hostilePage,
} from "../../fixtures/hostile-payment-pages.js";

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

describe("pages as ECPay's SDKs write them", () => {
  const [keys] = PUBLIC_TEST_CREDENTIALS;

  test("the Node SDK's page (form id, self-closing inputs with ids, script inside the form): its fields, still signed", () => {
    const html = nodeSdkPage();
    expect(html).toMatch(/^<form id="_form_aiochk" action="https:\/\/payment-stage[^"]*" method="post">/);
    expect(html).toContain(
      '<script type="text/javascript">document.getElementById("_form_aiochk").submit();</script></form>',
    );
    const read = readPaymentPage(html, ECPAY_STAGE_URL);
    if (!read.ok) throw new Error(read.reason);
    const fields = Object.fromEntries(read.form.fields);
    expect(fields).toMatchObject({ ...SDK_ORDER, MerchantID: "3002607", ChoosePayment: "Credit", PlatformID: "" });
    expect(read.form.fields.map(([name]) => name).at(-1)).toBe("CheckMacValue");
    // Exactly what the SDK signed: our own check of its CheckMacValue passes on the fields we read.
    expect(verifyCheckMacValue(fields, keys)).toBe(true);
    expect(read).toMatchObject({ form: { action: ECPAY_STAGE_URL }, tradeNo: SDK_ORDER.MerchantTradeNo });
  });

  test("SDK_PHP's page (target=_self, escaped values, script after the form): values decoded exactly", () => {
    const fields = { MerchantID: "3002607", ItemName: `捐款 "一般" & 'A<B>'`, TotalAmount: "600" };
    const read = readPaymentPage(phpSdkPage(fields), ECPAY_STAGE_URL);
    expect(read).toEqual({
      ok: true,
      form: { action: ECPAY_STAGE_URL, fields: Object.entries(fields) },
      tradeNo: null,
    });
  });

  test("the older PHP class's page (single quotes, a hiding style, a second script after </html>)", () => {
    const fields = { MerchantID: "3002607", MerchantTradeNo: "D2026112600000000001", CheckMacValue: "ABC123" };
    const html = legacyPhpSdkPage(fields);
    expect(html).toMatch(/<\/html>\n<style>[\s\S]*<script>/);
    expect(readPaymentPage(html, ECPAY_STAGE_URL)).toEqual({
      ok: true,
      form: { action: ECPAY_STAGE_URL, fields: Object.entries(fields) },
      tradeNo: "D2026112600000000001",
    });
  });
});

describe("parts outside the gateway form's fields are dropped, the fields read as written", () => {
  for (const [label, html] of Object.entries(DROPPED_PARTS)) {
    test(label, () => {
      expect(readPaymentPage(html, GATEWAY)).toEqual({
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
    });
  }
});

describe("a page with no gateway form, two of them, or fields we cannot pass on is refused, with a reason", () => {
  for (const [label, html] of Object.entries(HOSTILE_PAGES)) {
    test(label, () => {
      const read = readPaymentPage(html, GATEWAY);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.reason).toBeTruthy();
    });
  }

  test("the order number is reported when the form was readable before the refusal", () => {
    const read = readPaymentPage(
      hostilePage({ inside: '<input type="hidden" name="TotalAmount" value="1">' }),
      GATEWAY,
    );
    expect(read).toMatchObject({ ok: false, reason: "the field TotalAmount appears twice", tradeNo: "TESTORDER0001" });
  });

  test("a page over 256 K characters", () => {
    expect(readPaymentPage(hostilePage({ after: `<p>${"x".repeat(300_000)}</p>` }), GATEWAY).ok).toBe(false);
  });
});

describe("issue 33.1: formatting tags the parser would copy for every paragraph", () => {
  const PLAIN_FIELDS = [
    ["MerchantTradeNo", "TESTORDER0001"],
    ["TotalAmount", "600"],
  ];

  test("past the tag limit, up to the byte limit: refused", () => {
    for (const html of [formattingElementPage(2001), formattingElementPage(30_000)]) {
      expect(html.length).toBeLessThanOrEqual(256 * 1024);
      expect(readPaymentPage(html, GATEWAY)).toMatchObject({ ok: false, reason: "more than 2000 tags" });
    }
  });

  test("as many tags without formatting ones, or a few formatting tags: read", () => {
    const pages = [
      hostilePage({ before: "<p>x".repeat(1950) }),
      hostilePage({ before: `<p><b>a</b><i id=1><em>b<p>x<p>y</em></i>${"<div>z</div>".repeat(100)}` }),
    ];
    for (const html of pages)
      expect(readPaymentPage(html, GATEWAY)).toEqual({
        ok: true,
        form: { action: GATEWAY, fields: PLAIN_FIELDS },
        tradeNo: "TESTORDER0001",
      });
  });
});

describe("read as a browser reads the page (the WHATWG parser)", () => {
  for (const [label, { html, extra }] of Object.entries(READ_AS_BROWSERS_DO)) {
    test(label, () => {
      expect(readPaymentPage(html, GATEWAY)).toEqual({
        ok: true,
        form: {
          action: GATEWAY,
          fields: [["MerchantTradeNo", "TESTORDER0001"], ["TotalAmount", "600"], ...extra],
        },
        tradeNo: "TESTORDER0001",
      });
    });
  }
});
