// The no-JavaScript donation post (/charity4, /charity): nothing of the upstream's HTML is sent on;
// the gateway form is rebuilt from it.
import { data } from "react-router";
import type { ApiClient } from "../../api/api-client.js";
import { DONATION_STATUS, type DonationRequest, type LegacyDonationRequest } from "../../api/donation.js";
import type { DonationValues } from "../../lib/donation-form-data.js";
import type { Checked } from "../../lib/donation-rules.js";
import type { DonationActionData } from "../../ui/donation/donation-area.js";
import {
  DONATION_UNAVAILABLE,
  PAGE_REFUSED_NOTICE,
  RESULT_UNKNOWN_NOTICE,
} from "../../ui/donation/donation-notices.js";

export async function answerDonation(
  api: ApiClient,
  values: DonationValues,
  checked: Checked<DonationRequest | LegacyDonationRequest>,
) {
  const answer = (body: DonationActionData, status: number) => data<DonationActionData>(body, { status });
  const again = (error: string, status: number) => answer({ kind: "form", error, values }, status);
  // Invalid input never reaches the upstream: nothing is stored, nothing is sent.
  if (!checked.ok) return again(checked.message, DONATION_STATUS.invalid);
  const outcome = await api.donate(values.method, checked.value);
  if (!outcome) return again(DONATION_UNAVAILABLE, DONATION_STATUS.unavailable);
  const status = DONATION_STATUS[outcome.kind];
  switch (outcome.kind) {
    case "refused":
      return again(outcome.message, status);
    case "rejected":
      return answer({ kind: "notice", ...PAGE_REFUSED_NOTICE }, status);
    case "unknown":
      return answer({ kind: "notice", ...RESULT_UNKNOWN_NOTICE }, status);
    case "payment":
      return answer({ kind: "payment", form: outcome.form }, status);
  }
}
