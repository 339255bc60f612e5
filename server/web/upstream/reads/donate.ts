// The no-JavaScript donation post: each creates an order upstream, so never cached, never coalesced.
import type { Charity } from "../../../../shared/api/charity.server.js";
import {
  DONATE_PATHS,
  type DonationOutcome,
  type DonationRequest,
  type LegacyDonationRequest,
  type PaymentMethod,
} from "../../../../shared/api/donation.js";
import { MESSAGES } from "../../../../shared/lib/donation-rules.js";
import { postDonationToUpstream, type PostDonationOptions } from "../post-donation.js";
import type { EndpointReader } from "./endpoint-reader.js";

/** `getCharity`: the cached charity answer, which says whether monthly giving is offered. */
export function donateReads(
  reader: EndpointReader,
  options: PostDonationOptions,
  getCharity: (id: number) => Promise<Charity>,
) {
  const donate = async (
    method: PaymentMethod,
    body: DonationRequest | LegacyDonationRequest,
  ): Promise<DonationOutcome> => {
    // An upstream whose charity answer does not say monthlyGiving never receives a period.
    if ("period" in body && body.period !== undefined) {
      const offered = method === "creditCard" && (await getCharity(body.charityID)).monthlyGiving;
      if (!offered) return { kind: "refused", message: MESSAGES.monthlyClosed };
    }
    const path = DONATE_PATHS[method];
    return reader.timed("POST", path, () => postDonationToUpstream(reader.baseUrl + path, body, options));
  };
  return () => ({ donate });
}
