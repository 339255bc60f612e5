// The sandbox's ATM pages: the issued account, and the page after a simulated transfer.
import { escapeHtml } from "../../../shared/lib/html-escape.js";
import type { FormFields } from "../payment/check-mac-value.js";
import { page } from "./sandbox-pages.js";

const hiddenInputs = (fields: FormFields): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");

export function issuedPage(issued: FormFields, clientRedirectUrl: string, infoAcknowledged: boolean): string {
  const rows: [string, string][] = [
    ["訂單編號", issued.MerchantTradeNo ?? ""],
    ["金額", `新臺幣 ${Number(issued.TradeAmt ?? 0).toLocaleString("zh-TW")} 元`],
    ["銀行代碼", issued.BankCode ?? ""],
    ["虛擬帳號", issued.vAccount ?? ""],
    ["繳費期限", `${issued.ExpireDate ?? ""} 23:59`],
  ];
  return page(
    "付款沙盒：ATM 虛擬帳號",
    [
      "<h1>ATM 虛擬帳號已產生（沙盒）</h1>",
      '<p class="note">這是示範用的模擬金流，不會實際扣款。</p>',
      infoAcknowledged ? "" : '<p class="note">商店未確認收到取號通知（PaymentInfoURL）。</p>',
      `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`,
      `<form method="post" action="${escapeHtml(clientRedirectUrl)}">`,
      hiddenInputs(issued),
      '<div class="actions"><button type="submit" class="ok">返回商店</button></div>',
      "</form>",
      // A new tab: the donor's way back to the shop stays on this page.
      '<form method="post" action="atm-transfer" target="_blank">',
      hiddenInputs(issued),
      '<div class="actions"><button type="submit" class="fail">模擬銀行轉帳入帳（測試用）</button></div>',
      "</form>",
    ].join("\n"),
  );
}

export function transferredPage(tradeNo: string, acknowledged: boolean): string {
  return page(
    "付款沙盒：模擬轉帳",
    [
      "<h1>已模擬銀行轉帳入帳</h1>",
      `<p>訂單 ${escapeHtml(tradeNo)} 的付款結果已通知商店${acknowledged ? "，商店已確認。" : "，但商店未確認。"}</p>`,
    ].join("\n"),
  );
}
