// ECPay QueryTradeInfo/V5, server to server: the answer capped and parsed strictly (no repeated or unexpected
// fields, CheckMacValue verified, our trade and merchant).
import { readLimitedText } from "../../../shared/lib/read-limited-body.server.js";
import { verifyCheckMacValue, withCheckMacValue, type FormFields, type MacKeys } from "./check-mac-value.js";

/** ECPay's TradeStatus values: 0 not paid (yet), 1 paid, 10200095 failed; 10200047 no such trade. */
export const TRADE_STATUS = { unpaid: "0", paid: "1", failed: "10200095", notFound: "10200047" } as const;

export type TradeInfo =
  | { kind: "paid"; merchantId: string; tradeAmt: string; gatewayTradeNo: string; paymentDate: string }
  | { kind: "unpaid" | "not-found" }
  | { kind: "failed"; tradeStatus: string; gatewayTradeNo: string };

export interface QueryTarget extends MacKeys {
  queryUrl: string;
  merchantId: string;
  timeoutMs: number;
}

const MAX_ANSWER_BYTES = 8192;
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;

export class TradeInfoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TradeInfoError";
  }
}

export function tradeInfoRequest(tradeNo: string, target: MacKeys & { merchantId: string }, now: Date): FormFields {
  return withCheckMacValue(
    { MerchantID: target.merchantId, MerchantTradeNo: tradeNo, TimeStamp: String(Math.floor(now.getTime() / 1000)) },
    target,
  );
}

export async function queryTradeInfo(
  tradeNo: string,
  target: QueryTarget,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<TradeInfo> {
  const deadline = AbortSignal.timeout(target.timeoutMs);
  const response = await fetch(target.queryUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(tradeInfoRequest(tradeNo, target, now)).toString(),
    redirect: "error",
    signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new TradeInfoError(`gateway answered ${response.status}`);
  }
  return parseTradeInfo(await readLimitedText(response, MAX_ANSWER_BYTES), tradeNo, target);
}

export function parseTradeInfo(text: string, tradeNo: string, keys: MacKeys & { merchantId: string }): TradeInfo {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(text.trim())) {
    if (!FIELD_NAME.test(name)) throw new TradeInfoError("unexpected field name in the answer");
    if (Object.hasOwn(fields, name)) throw new TradeInfoError(`repeated field ${name} in the answer`);
    fields[name] = value;
  }
  const status = fields.TradeStatus;
  if (status === undefined) throw new TradeInfoError("answer without TradeStatus");
  // ECPay may leave a not-found answer unsigned; it only ever keeps an order pending or lets it lapse.
  if (status === TRADE_STATUS.notFound && fields.CheckMacValue === undefined) return { kind: "not-found" };
  if (!verifyCheckMacValue(fields, keys)) throw new TradeInfoError("answer CheckMacValue verify fail");
  if (status === TRADE_STATUS.notFound) return { kind: "not-found" };
  if (fields.MerchantTradeNo !== tradeNo) throw new TradeInfoError("answer names another trade");
  switch (status) {
    case TRADE_STATUS.paid:
      return {
        kind: "paid",
        merchantId: fields.MerchantID ?? "",
        tradeAmt: fields.TradeAmt ?? "",
        gatewayTradeNo: fields.TradeNo ?? "",
        paymentDate: fields.PaymentDate ?? "",
      };
    case TRADE_STATUS.unpaid:
      return { kind: "unpaid" };
    case TRADE_STATUS.failed:
      return { kind: "failed", tradeStatus: status, gatewayTradeNo: fields.TradeNo ?? "" };
    default:
      throw new TradeInfoError(`unknown TradeStatus ${status}`);
  }
}
