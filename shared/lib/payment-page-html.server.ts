// One form, no script or inline style: exactly what readPaymentPage accepts.
import { escapeHtml } from "./html-escape.js";
import type { PaymentForm } from "./payment-page.js";

export function writePaymentPage(form: PaymentForm): string {
  const inputs = form.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  return [
    "<!DOCTYPE html>",
    '<html lang="zh-Hant">',
    '<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>前往付款</title></head>',
    "<body>",
    "<p>正在前往付款頁面，若沒有自動跳轉，請按「前往付款」。</p>",
    `<form method="post" action="${escapeHtml(form.action)}">`,
    inputs,
    '<button type="submit">前往付款</button>',
    "</form>",
    "</body>",
    "</html>",
  ].join("\n");
}
