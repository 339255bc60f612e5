// The payment result a visitor comes back with is in the address (?status=&errmsg=&order_no=), which
// anyone can write and send to a donor ("/charity4?id=1&errmsg=請改匯款至帳號…"). So the page never
// shows what the address says: errmsg is a code, only known codes map to fixed sentences, anything
// else shows the generic failure text alone; an order number is shown only when it looks like one
// (shared/lib/order-no.ts).

/** Paid, but the gateway's result notification was not acknowledged yet. */
export const NOTIFY_PENDING = "notify-pending";

/** The gateway's browser return could not be verified (forged, tampered, another merchant, unknown order). */
export const RESULT_UNVERIFIED = "result-unverified";
/** A browser return already seen for that order, posted again. */
export const RESULT_REPLAYED = "result-replayed";
/** status=confirming: the gateway says paid, the server-to-server result has not arrived yet. */
export const CONFIRMING = "confirming";

/** Codes the content service (and its sandbox) send back as errmsg, with what the visitor reads. */
export const PAYMENT_FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  // The sandbox's simulated failure (its RtnCode).
  "10100058": "付款未完成（沙盒模擬付款失敗）。",
  [NOTIFY_PENDING]: "付款結果通知未完成，請稍後再查詢捐款紀錄。",
  [RESULT_UNVERIFIED]: "無法確認這筆付款結果。若已扣款，請與本會聯絡，請勿重複捐款。",
  [RESULT_REPLAYED]: "這筆付款結果先前已處理，請勿重複送出。",
};

/** The fixed sentence for a known code, or null: the box then shows the generic failure text only. */
export function paymentFailureMessage(errmsg: string | null): string | null {
  if (errmsg === null || !Object.hasOwn(PAYMENT_FAILURE_MESSAGES, errmsg)) return null;
  return PAYMENT_FAILURE_MESSAGES[errmsg] ?? null;
}
