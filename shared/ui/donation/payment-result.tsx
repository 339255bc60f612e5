// The payment result the gateway sends the visitor back with (?order_no=&status=&errmsg=): a green
// thank-you box for 5 s, or a red failure box with the gateway's message (as text) for 30 s.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import "./payment-result.css";

export const RESULT_PARAMS = ["order_no", "status", "errmsg"] as const;
const SHOWN_MS = { success: 5_000, fail: 30_000 } as const;

type Result = { kind: "success"; orderNo: string } | { kind: "fail"; message: string };

function resultOf(params: URLSearchParams): Result | null {
  const orderNo = params.get("order_no")?.trim().slice(0, 40) ?? "";
  const status = params.get("status");
  if (status === "success" && orderNo) return { kind: "success", orderNo };
  if (status === "fail") return { kind: "fail", message: params.get("errmsg")?.trim().slice(0, 200) ?? "" };
  return null;
}

export function PaymentResult() {
  const [params] = useSearchParams();
  const result = resultOf(params);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // One key per result: a new result (another order, another message) shows again.
  const key = result ? JSON.stringify(result) : null;
  const kind = result?.kind;
  useEffect(() => {
    if (!kind || !key) return;
    const timer = window.setTimeout(() => setDismissed(key), SHOWN_MS[kind]);
    return () => window.clearTimeout(timer);
  }, [key, kind]);
  if (!result || dismissed === key) return null;
  const close = (
    <button type="button" className="payment-result__close" onClick={() => setDismissed(key)}>
      關閉
    </button>
  );
  if (result.kind === "success") {
    return (
      <div className="payment-result payment-result--success" role="status">
        <p className="payment-result__title">感謝您的捐款！</p>
        <p>
          捐款編號：<strong>{result.orderNo}</strong>
        </p>
        {close}
      </div>
    );
  }
  return (
    <div className="payment-result payment-result--fail" role="alert">
      <p className="payment-result__title">付款失敗，請重新操作</p>
      {result.message && <p className="payment-result__message">{result.message}</p>}
      {close}
    </div>
  );
}
