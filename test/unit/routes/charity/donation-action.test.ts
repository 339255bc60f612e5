// The no-JavaScript donation post: invalid input never reaches the upstream, and each outcome of the
// donate call has its own status and answer (docs/donations.md).
import { expect, test } from "vitest";
import type { DonationOutcome } from "../../../../shared/api/donation.js";
import { emptyDonationValues } from "../../../../shared/lib/donation-form-data.js";
import { checkDonationForm } from "../../../../shared/lib/donation-rules.js";
import { answerDonation } from "../../../../shared/routes/charity/donation-action.js";
import {
  DONATION_UNAVAILABLE,
  PAGE_REFUSED_NOTICE,
  RESULT_UNKNOWN_NOTICE,
} from "../../../../shared/ui/donation/donation-notices.js";
import { fakeApi } from "../route-args.js";

const EMPTY = emptyDonationValues("bankTransfer");
const FILLED = { ...EMPTY, amount: "600", name: "王小明", phone: "0912345678" };
const FORM = { action: "https://payment.example/gateway", fields: [["TradeNo", "DN1"]] satisfies [string, string][] };

const answering = (outcome: DonationOutcome | null) => fakeApi({ donate: async () => outcome });
const post = (outcome: DonationOutcome | null) =>
  answerDonation(answering(outcome), FILLED, checkDonationForm(FILLED, 1));

test("an empty form comes back with the spec's first message, 400, and nothing is sent", async () => {
  // fakeApi fails on a donate call this test did not give it.
  expect(await answerDonation(fakeApi(), EMPTY, checkDonationForm(EMPTY, 1))).toMatchObject({
    data: { kind: "form", error: "請輸入捐款金額", values: EMPTY },
    init: { status: 400 },
  });
});

test("the checked request is what is sent, by the form's payment method", async () => {
  const sent: unknown[] = [];
  const api = fakeApi({
    donate: async (method, body) => {
      sent.push([method, body]);
      return { kind: "payment", form: FORM, tradeNo: "DN1" };
    },
  });
  const checked = checkDonationForm(FILLED, 1);
  await answerDonation(api, FILLED, checked);
  expect(sent).toEqual([["bankTransfer", checked.ok && checked.value]]);
});

test.each([
  ["no answer", 503, null, { kind: "form", error: DONATION_UNAVAILABLE, values: FILLED }],
  ["a refusal", 400, { kind: "refused", message: "金額不符" }, { kind: "form", error: "金額不符", values: FILLED }],
  [
    "a page that is not a payment form",
    502,
    { kind: "rejected", reason: "x", tradeNo: null },
    { kind: "notice", ...PAGE_REFUSED_NOTICE },
  ],
  [
    "no answer in time",
    504,
    { kind: "unknown", reason: "x", tradeNo: null },
    { kind: "notice", ...RESULT_UNKNOWN_NOTICE },
  ],
  ["a payment form", 200, { kind: "payment", form: FORM, tradeNo: "DN1" }, { kind: "payment", form: FORM }],
] satisfies [string, number, DonationOutcome | null, object][])(
  "%s is answered with %i",
  async (_, status, outcome, body) => {
    const answer = await post(outcome);
    expect(answer.data).toEqual(body);
    expect(answer.init?.status).toBe(status);
  },
);
