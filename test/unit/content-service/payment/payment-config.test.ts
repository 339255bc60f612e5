// The addresses ECPay is given: the result and back addresses on the public origin (relative without one),
// PeriodReturnURL on ReturnURL's origin whatever path ReturnURL has.
import { expect, it } from "vitest";
import {
  clientBackUrl,
  orderResultUrl,
  periodReturnUrl,
} from "../../../../server/content-service/payment/payment-config.js";

it("puts the order result address on the public origin, or leaves it relative without one", () => {
  expect(orderResultUrl({ publicUrl: "https://www.example.org" })).toBe(
    "https://www.example.org/api/payment/ecpay/result",
  );
  expect(orderResultUrl({ publicUrl: null })).toBe("/api/payment/ecpay/result");
});

it("sends the donor back to the stored page on the public origin, or relative without one", () => {
  expect(clientBackUrl({ publicUrl: "https://www.example.org" }, "/charity4?id=3&activityID=21")).toBe(
    "https://www.example.org/charity4?id=3&activityID=21",
  );
  expect(clientBackUrl({ publicUrl: null }, "/charity4?id=1")).toBe("/charity4?id=1");
});

it("puts PeriodReturnURL on ReturnURL's origin, dropping ReturnURL's own path and query", () => {
  expect(periodReturnUrl({ returnUrl: "https://pay.example.org:8443/api/payment/ecpay/return?x=1" })).toBe(
    "https://pay.example.org:8443/api/payment/ecpay/period-return",
  );
  expect(periodReturnUrl({ returnUrl: "http://127.0.0.1:9/deep/path/" })).toBe(
    "http://127.0.0.1:9/api/payment/ecpay/period-return",
  );
});
