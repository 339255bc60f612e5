// Anyone can write a result address ("?errmsg=請改匯款至帳號…") and send it to a donor: errmsg is a code,
// and only known codes map to fixed sentences.

/** Paid, but the gateway's result notification was not acknowledged yet. */
export const NOTIFY_PENDING = "notify-pending";

/** The gateway's browser return could not be verified (forged, tampered, another merchant, unknown order). */
export const RESULT_UNVERIFIED = "result-unverified";
export const RESULT_REPLAYED = "result-replayed";
/** status=confirming: the gateway says paid, the server-to-server result has not arrived yet. */
export const CONFIRMING = "confirming";

export const PAYMENT_FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  // The sandbox's simulated failure (its RtnCode).
  "10100058": "付款未完成（沙盒模擬付款失敗）。",
  [NOTIFY_PENDING]: "付款結果通知未完成，請稍後再查詢捐款紀錄。",
  [RESULT_UNVERIFIED]: "無法確認這筆付款結果。若已扣款，請與本會聯絡，請勿重複捐款。",
  [RESULT_REPLAYED]: "這筆付款結果先前已處理，請勿重複送出。",
};

export function paymentFailureMessage(errmsg: string | null): string | null {
  if (errmsg === null || !Object.hasOwn(PAYMENT_FAILURE_MESSAGES, errmsg)) return null;
  return PAYMENT_FAILURE_MESSAGES[errmsg] ?? null;
}
