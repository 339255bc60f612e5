import { expect, it } from "vitest";
import { atmCheckoutFields } from "../../../../server/content-service/payment/atm-checkout-fields.js";

it("gives ECPay the days to pay and the two addresses its ATM messages go to", () => {
  const atm = {
    expireDays: 5,
    paymentInfoUrl: "https://www.example.org/api/payment/ecpay/atm-info",
    clientRedirectUrl: "https://www.example.org/api/payment/ecpay/atm-redirect",
  };
  expect(atmCheckoutFields({ ...atm, expiryGraceMinutes: 60 })).toEqual({
    ExpireDate: "5",
    PaymentInfoURL: atm.paymentInfoUrl,
    ClientRedirectURL: atm.clientRedirectUrl,
  });
});
