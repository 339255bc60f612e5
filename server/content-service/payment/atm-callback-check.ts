// Every check an ATM message passes before it is believed.
import type { AtmOrder, AtmStore, VirtualAccount } from "../donations/atm-store.js";
import type { FormFields } from "./check-mac-value.js";
import { atmDeadline } from "./atm-expire-date.js";
import { readEcpayMessage } from "./ecpay-messages.js";
import { isMerchantTradeNo } from "./merchant-trade-no.js";
import type { ResolvedPaymentConfig } from "./payment-config.js";

export { ACCOUNT_ISSUED } from "./ecpay-messages.js";

export type AtmCheck =
  { ok: true; fields: FormFields; tradeNo: string; order: AtmOrder } | { ok: false; reason: string; tradeNo?: string };

export function checkAtmMessage(
  body: unknown,
  kind: "atm-payment-info" | "atm-client-redirect",
  payment: ResolvedPaymentConfig,
  store: AtmStore,
): AtmCheck {
  const read = readEcpayMessage(body, kind, payment);
  if (!read.ok) return { ok: false, reason: read.reason };
  const { fields } = read;
  const tradeNo = fields.MerchantTradeNo ?? "";
  if (!isMerchantTradeNo(tradeNo)) return { ok: false, reason: "MerchantTradeNo invalid" };
  if (fields.MerchantID !== payment.merchantId) return { ok: false, reason: "MerchantID mismatch", tradeNo };
  const order = store.find(tradeNo);
  if (!order || order.method !== "ATM") return { ok: false, reason: "order not found", tradeNo };
  if (fields.TradeAmt !== String(order.amount)) return { ok: false, reason: "TradeAmt mismatch", tradeNo };
  return { ok: true, fields, tradeNo, order };
}

export function virtualAccountOf(fields: FormFields): VirtualAccount | null {
  const bankCode = fields.BankCode ?? "";
  const vAccount = fields.vAccount ?? "";
  const expireDate = fields.ExpireDate ?? "";
  const expiresAt = atmDeadline(expireDate);
  if (!/^\d{3}$/.test(bankCode) || !/^\d{5,16}$/.test(vAccount) || !expiresAt) return null;
  return { bankCode, vAccount, expireDate, expiresAt };
}
