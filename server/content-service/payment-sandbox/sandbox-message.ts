// What every message the sandbox sends as ECPay has in common; a ReturnURL result says SimulatePaid=0.
import { withCheckMacValue, type FormFields } from "../payment/check-mac-value.js";
import type { ResolvedPaymentConfig } from "../payment/payment-config.js";

const NO_CUSTOM_FIELDS = { CustomField1: "", CustomField2: "", CustomField3: "", CustomField4: "" } as const;

export function sandboxMessage(fields: FormFields, payment: ResolvedPaymentConfig): FormFields {
  return withCheckMacValue({ MerchantID: payment.merchantId, StoreID: "", ...fields, ...NO_CUSTOM_FIELDS }, payment);
}

export function sandboxResult(fields: FormFields, payment: ResolvedPaymentConfig): FormFields {
  return sandboxMessage({ ...fields, PaymentTypeChargeFee: "0", SimulatePaid: "0" }, payment);
}
