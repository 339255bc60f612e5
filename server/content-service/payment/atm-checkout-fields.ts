// The AIO fields an ATM order adds to its checkout form.
import type { FormFields } from "./check-mac-value.js";
import type { ResolvedAtmConfig } from "./atm-config.js";

export function atmCheckoutFields(atm: ResolvedAtmConfig): FormFields {
  return {
    ExpireDate: String(atm.expireDays),
    PaymentInfoURL: atm.paymentInfoUrl,
    ClientRedirectURL: atm.clientRedirectUrl,
  };
}
