// The no-JavaScript donation post, shared by /charity4 and /charity: the same rules as the browser
// form, then the upstream's payment page sent back as it is (its form posts to the gateway, which
// the CSP's form-action allows), or the form again with the message and the visitor's values.
import { data } from "react-router";
import type { ApiClient } from "../../api/api-client.js";
import type { DonationRequest, LegacyDonationRequest } from "../../api/donation.js";
import type { DonationValues } from "../../lib/donation-form-data.js";
import type { Checked } from "../../lib/donation-rules.js";
import type { DonationPosted } from "../../ui/donation/donation-form.js";

const UNAVAILABLE = "捐款服務暫時無法使用，請稍後再試";

export async function answerDonation(
  api: ApiClient,
  values: DonationValues,
  checked: Checked<DonationRequest | LegacyDonationRequest>,
) {
  const again = (error: string, status: number) => data<DonationPosted>({ error, values }, { status });
  if (!checked.ok) return again(checked.message, 400);
  const answer = await api.donate(values.method, checked.value);
  if (!answer) return again(UNAVAILABLE, 503);
  if (!answer.ok) return again(answer.message, 400);
  return new Response(answer.html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
