// The address is untrusted: errmsg maps to a fixed sentence (payment-result-codes.ts), and order_no shows
// only when it looks like one (order-no.ts).
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { readMonthlyParam } from "../../lib/monthly-giving.js";
import { isOrderNo } from "../../lib/order-no.js";
import { CONFIRMING, paymentFailureMessage } from "../../lib/payment-result-codes.js";
import "./payment-result.css";

const SHOWN_MS = { success: 5_000, confirming: 30_000, fail: 30_000 } as const;

type Result =
  | { kind: "success"; orderNo: string | null; monthly: boolean }
  | { kind: "confirming"; orderNo: string | null }
  | { kind: "fail"; message: string | null };

function resultOf(params: URLSearchParams): Result | null {
  const given = params.get("order_no") ?? "";
  const orderNo = isOrderNo(given) ? given : null;
  const status = params.get("status");
  if (status === "success")
    return { kind: "success", orderNo, monthly: readMonthlyParam(params.get("monthly")) !== null };
  if (status === CONFIRMING) return { kind: "confirming", orderNo };
  if (status === "fail") return { kind: "fail", message: paymentFailureMessage(params.get("errmsg")) };
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
        <p className="payment-result__title">{result.monthly ? "感謝您的定期定額捐款！" : "感謝您的捐款！"}</p>
        {result.monthly && (
          // Anyone can write an address: no amount or month count from it (docs/security.md).
          <p className="payment-result__message">今天已完成第一期扣款，之後每月由綠界自動扣款。</p>
        )}
        {result.orderNo && (
          <p>
            捐款編號：<strong>{result.orderNo}</strong>
          </p>
        )}
        {close}
      </div>
    );
  }
  if (result.kind === "confirming") {
    return (
      <div className="payment-result payment-result--confirming" role="status">
        <p className="payment-result__title">付款結果確認中</p>
        {result.orderNo && (
          <p>
            捐款編號：<strong>{result.orderNo}</strong>
          </p>
        )}
        <p className="payment-result__message">金流公司尚未通知本會付款結果，確認後即列入捐款芳名錄，請勿重複捐款。</p>
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
