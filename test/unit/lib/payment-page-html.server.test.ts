import { expect, test } from "vitest";
import { writePaymentPage } from "../../../shared/lib/payment-page-html.server.js";
import { readPaymentPageOnServer } from "../../../shared/lib/payment-page-parse5.server.js";

const GATEWAY = "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5";

test("the page written is one the reader accepts, giving back the same form", () => {
  const form = {
    action: GATEWAY,
    fields: [
      ["MerchantTradeNo", "D2026112600000000001"],
      ["ItemName", `捐款 "一般" & 'A<B>'`],
    ] satisfies [string, string][],
  };
  const html = writePaymentPage(form);
  expect(readPaymentPageOnServer(html, GATEWAY)).toEqual({ ok: true, form, tradeNo: "D2026112600000000001" });
  expect(html).not.toMatch(/<script|\sstyle=/);
});

test("values cannot close their attribute", () => {
  const html = writePaymentPage({ action: GATEWAY, fields: [["A", `"><script>x()</script>`]] });
  expect(html).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
});
