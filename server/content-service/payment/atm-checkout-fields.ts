// The AIO fields an ATM order adds to its checkout form: how long the virtual account stays valid and
// where ECPay sends the issued account (server to server) and the donor's browser.
import type { FormFields } from "./check-mac-value.js";
import type { ResolvedAtmConfig } from "./atm-config.js";

export function atmCheckoutFields(atm: ResolvedAtmConfig): FormFields {
  return {
    ExpireDate: String(atm.expireDays),
    PaymentInfoURL: atm.paymentInfoUrl,
    ClientRedirectURL: atm.clientRedirectUrl,
  };
}
