// The sandbox gateway's pages: plain HTML with a linked stylesheet, no script or inline style (strict CSP).
import type { Response } from "express";
import type { FormFields } from "../payment/check-mac-value.js";
import { escapeHtml } from "../../../shared/lib/html-escape.js";

export const RESULT_FIELD = "SandboxResult";
/** How the server-to-server notification behaves (tests of lost callbacks etc.). */
export const NOTIFY_FIELD = "SandboxNotify";
export const NOTIFY_MODES = ["normal", "lost", "duplicate", "bad-mac"] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];
const NOTIFY_LABELS: Record<NotifyMode, string> = {
  normal: "正常通知",
  lost: "通知遺失（不送 ReturnURL）",
  duplicate: "重複通知（送兩次）",
  "bad-mac": "檢查碼錯誤（CheckMacValue 不符）",
};

const PAYMENT_NAMES: Record<string, string> = { Credit: "信用卡", ATM: "ATM 轉帳", ALL: "不指定" };

export const SANDBOX_CSS = `body{font-family:system-ui,"Noto Sans TC","Microsoft JhengHei",sans-serif;background:#f3f1ec;color:#222;margin:0}
main{max-width:32rem;margin:3rem auto;background:#fff;border:1px solid #ddd;border-radius:8px;padding:1.5rem 2rem}
h1{font-size:1.4rem;margin-top:0}.note{color:#8a5a00;background:#fff6e0;padding:.5rem .75rem;border-radius:4px}
dl{display:grid;grid-template-columns:7rem 1fr;gap:.5rem 1rem}dt{color:#666}dd{margin:0;font-weight:600}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{flex:1;font-size:1.1rem;padding:.75rem;border:0;border-radius:6px;cursor:pointer;color:#fff}
.ok{background:#2e7d32}.fail{background:#c62828}.back{background:#1565c0}
fieldset{border:1px solid #ddd;border-radius:6px;margin-top:1rem}label{display:block;padding:.15rem 0}`;

export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function sendSandboxPage(res: Response, status: number, html: string, csp = SANDBOX_PAGE_CSP): void {
  res
    .status(status)
    .type("text/html; charset=utf-8")
    .set({ "Cache-Control": "no-store", "Content-Security-Policy": csp })
    .send(html);
}

export function page(title: string, body: string): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="zh-Hant">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="styles"></head>`,
    `<body><main>${body}</main></body>`,
    "</html>",
  ].join("\n");
}

export function checkoutPage(fields: FormFields): string {
  const rows: [string, string][] = [
    ["訂單編號", fields.MerchantTradeNo ?? ""],
    ["金額", `新臺幣 ${Number(fields.TotalAmount ?? 0).toLocaleString("zh-TW")} 元`],
    ["項目", fields.ItemName ?? ""],
    ["付款方式", PAYMENT_NAMES[fields.ChoosePayment ?? ""] ?? fields.ChoosePayment ?? ""],
    ["交易時間", fields.MerchantTradeDate ?? ""],
    ...(fields.ExecTimes
      ? [["定期定額", `每月扣款一次，共 ${fields.ExecTimes} 期（本次為第 1 期）`] as [string, string]]
      : []),
  ];
  const hidden = hiddenInputs(fields);
  return page(
    "付款沙盒",
    [
      "<h1>付款沙盒（測試用）</h1>",
      '<p class="note">這是示範用的模擬金流，不會實際扣款。請選擇付款結果。</p>',
      `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`,
      '<form method="post" action="complete">',
      hidden,
      // How ReturnURL behaves after a card payment; an ATM order's notices come later (sandbox-atm.ts).
      fields.ChoosePayment === "ATM" ? "" : notifyChoice(),
      '<div class="actions">',
      // ATM: ECPay issues a virtual account here (sandbox-atm.ts); the transfer itself comes later.
      fields.ChoosePayment === "ATM"
        ? '<button type="submit" class="ok" formaction="atm-issue">取得虛擬帳號</button>'
        : `<button type="submit" class="ok" name="${RESULT_FIELD}" value="success">付款成功</button>`,
      `<button type="submit" class="fail" name="${RESULT_FIELD}" value="fail">付款失敗</button>`,
      "</div>",
      "</form>",
      fields.ClientBackURL ? `<p><a href="${escapeHtml(fields.ClientBackURL)}">返回商店</a></p>` : "",
    ].join("\n"),
  );
}

/** ECPay's result page; a monthly mandate's 模擬下一期扣款 opens a new tab, so the way back stays here. */
export function resultPage(paid: boolean, orderResultUrl: string, fields: FormFields, mandate?: string): string {
  const nextMonth = mandate
    ? [
        '<form method="post" action="period-charge" target="_blank">',
        `<input type="hidden" name="MerchantTradeNo" value="${escapeHtml(mandate)}">`,
        '<div class="actions">',
        `<button type="submit" class="ok" name="${RESULT_FIELD}" value="success">模擬下一期扣款成功（測試用）</button>`,
        `<button type="submit" class="fail" name="${RESULT_FIELD}" value="fail">模擬下一期扣款失敗（測試用）</button>`,
        "</div>",
        "</form>",
      ].join("\n")
    : "";
  return page(
    paid ? "付款成功" : "付款失敗",
    [
      `<h1>${paid ? "付款成功" : "付款失敗"}（沙盒）</h1>`,
      `<p>訂單編號 ${escapeHtml(fields.MerchantTradeNo ?? "")}</p>`,
      `<form method="post" action="${escapeHtml(orderResultUrl)}">`,
      hiddenInputs(fields),
      '<div class="actions"><button type="submit" class="back">返回商店</button></div>',
      "</form>",
      nextMonth,
    ].join("\n"),
  );
}

function hiddenInputs(fields: FormFields): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
}

export function errorPage(message: string): string {
  return page("付款沙盒：無法處理", `<h1>無法處理此筆付款</h1><p>${escapeHtml(message)}</p>`);
}

function notifyChoice(): string {
  const choices = NOTIFY_MODES.map(
    (mode) =>
      `<label><input type="radio" name="${NOTIFY_FIELD}" value="${mode}"${mode === "normal" ? " checked" : ""}> ${NOTIFY_LABELS[mode]}</label>`,
  );
  return ["<fieldset><legend>結果通知（測試用）</legend>", ...choices, "</fieldset>"].join("\n");
}
