// A monthly gift started and its first month paid through the sandbox (test helper): the mandate the
// reconciliation and stop tests work on.
import request from "supertest";
import { normalDonation } from "./donation-bodies.js";
import type { ListeningService } from "./content-test-service.js";
import { hiddenFields } from "./form-html.js";

/** Donates `amount` a month for `months` months, pays the first in the sandbox; returns the MerchantTradeNo. */
export async function paidFirstMonth(service: ListeningService, name: string, amount: number, months: number) {
  const body = { ...normalDonation, name, amount, period: { months } };
  const checkout = hiddenFields((await request(service.app).post("/api/homepage/donate").send(body)).text);
  await request(service.app)
    .post("/api/payment-sandbox/complete")
    .type("form")
    .send({ ...checkout, SandboxResult: "success", SandboxNotify: "normal" })
    .expect(200);
  return checkout.MerchantTradeNo ?? "";
}
