// What every message the sandbox sends as ECPay has in common: the merchant, the empty StoreID and custom
// fields (the checkout sets none), and the CheckMacValue; a ReturnURL result also says the fee was 0 and
// that it is not a simulated payment (the merchant must not treat SimulatePaid=1 as money received).
import { withCheckMacValue, type FormFields } from "../payment/check-mac-value.js";
import type { ResolvedPaymentConfig } from "../payment/payment-config.js";

const NO_CUSTOM_FIELDS = { CustomField1: "", CustomField2: "", CustomField3: "", CustomField4: "" } as const;

/** `fields` as ECPay sends them, signed. */
export function sandboxMessage(fields: FormFields, payment: ResolvedPaymentConfig): FormFields {
  return withCheckMacValue({ MerchantID: payment.merchantId, StoreID: "", ...fields, ...NO_CUSTOM_FIELDS }, payment);
}

/** A ReturnURL payment result (RtnCode, RtnMsg, TradeNo, TradeAmt, PaymentDate, PaymentType, TradeDate), signed. */
export function sandboxResult(fields: FormFields, payment: ResolvedPaymentConfig): FormFields {
  return sandboxMessage({ ...fields, PaymentTypeChargeFee: "0", SimulatePaid: "0" }, payment);
}
