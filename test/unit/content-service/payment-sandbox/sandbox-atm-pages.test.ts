// The sandbox's ATM pages: the issued account shown, 返回商店 posting the issued fields to ClientRedirectURL,
// the simulated transfer in a new tab, and what the shop said to the notices.
import { describe, expect, it } from "vitest";
import { issuedPage, transferredPage } from "../../../../server/content-service/payment-sandbox/sandbox-atm-pages.js";
import { hiddenFields } from "../../../content-service/form-html.js";

const ISSUED = {
  MerchantTradeNo: "D20260101120000ABCDE",
  TradeAmt: "12000",
  BankCode: "812",
  vAccount: "12345678901234",
  ExpireDate: "2026/01/04",
  RtnCode: "2",
  CheckMacValue: "ABC",
};
const REDIRECT = "/api/payment/ecpay/atm-redirect?a=1&b=2";

/** The forms of a page: action, target and hidden fields, in order. */
const forms = (html: string) =>
  [...html.matchAll(/<form method="post" action="([^"]*)"( target="_blank")?>([\s\S]*?)<\/form>/g)].map((m) => ({
    action: m[1],
    newTab: Boolean(m[2]),
    fields: hiddenFields(m[3] ?? ""),
    button: /<button[^>]*>([^<]*)<\/button>/.exec(m[3] ?? "")?.[1],
  }));

describe("issuedPage", () => {
  it("shows the account, the amount and the day it is due", () => {
    const html = issuedPage(ISSUED, REDIRECT, true);
    expect(html).toContain("<title>付款沙盒：ATM 虛擬帳號</title>");
    expect(html).toContain("<h1>ATM 虛擬帳號已產生（沙盒）</h1>");
    expect(html).toContain(
      "<dl><dt>訂單編號</dt><dd>D20260101120000ABCDE</dd><dt>金額</dt><dd>新臺幣 12,000 元</dd>" +
        "<dt>銀行代碼</dt><dd>812</dd><dt>虛擬帳號</dt><dd>12345678901234</dd><dt>繳費期限</dt><dd>2026/01/04 23:59</dd></dl>",
    );
  });

  it("返回商店 posts the issued fields to ClientRedirectURL; the transfer posts them again in a new tab", () => {
    expect(forms(issuedPage(ISSUED, REDIRECT, true))).toEqual([
      { action: "/api/payment/ecpay/atm-redirect?a=1&amp;b=2", newTab: false, fields: ISSUED, button: "返回商店" },
      { action: "atm-transfer", newTab: true, fields: ISSUED, button: "模擬銀行轉帳入帳（測試用）" },
    ]);
  });

  it("says so when the shop did not acknowledge the PaymentInfoURL notice", () => {
    const unacknowledged = '<p class="note">商店未確認收到取號通知（PaymentInfoURL）。</p>';
    expect(issuedPage(ISSUED, REDIRECT, false)).toContain(unacknowledged);
    expect(issuedPage(ISSUED, REDIRECT, true)).not.toContain("商店未確認");
  });

  it("escapes the fields it shows and carries", () => {
    const html = issuedPage({ ...ISSUED, vAccount: '"><b>x</b>' }, REDIRECT, true);
    expect(html).toContain("<dt>虛擬帳號</dt><dd>&quot;&gt;&lt;b&gt;x&lt;/b&gt;</dd>");
    expect(html).not.toContain("<b>");
    expect(forms(html)[1]?.fields.vAccount).toBe('"><b>x</b>');
  });
});

describe("transferredPage", () => {
  it("says the result was sent, and whether the shop acknowledged it", () => {
    const acknowledged = transferredPage("D<1>", true);
    expect(acknowledged).toContain("<title>付款沙盒：模擬轉帳</title>");
    expect(acknowledged).toContain(
      "<h1>已模擬銀行轉帳入帳</h1>\n<p>訂單 D&lt;1&gt; 的付款結果已通知商店，商店已確認。</p>",
    );
    expect(transferredPage("D1", false)).toContain("<p>訂單 D1 的付款結果已通知商店，但商店未確認。</p>");
  });
});
