import { expect, it } from "vitest";
import { periodCheckoutFields } from "../../../../server/content-service/payment/period-checkout-fields.js";
import { TEST_PAYMENT } from "../test-payment.js";

it("asks for a monthly charge of the amount, for the months, with the PeriodReturnURL on ReturnURL's origin", () => {
  expect(periodCheckoutFields(500, 12, TEST_PAYMENT)).toEqual({
    PeriodAmount: "500",
    PeriodType: "M",
    Frequency: "1",
    ExecTimes: "12",
    PeriodReturnURL: "https://www.example.org/api/payment/ecpay/period-return",
  });
});
