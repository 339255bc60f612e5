// The typed content client, assembled from one getter module per endpoint (./reads/), each with its
// schema, cache key and post-processing (HTML sanitised once there: the types take SafeHtml).
// Getters throw; request-api.ts logs and empties the section.
import type { ApiClient } from "../../../shared/api/api-client.js";
import type { PostDonationOptions } from "./post-donation.js";
import { atmTransferReads } from "./reads/atm-transfer.js";
import { buddhismReads } from "./reads/buddhism.js";
import { charityReads } from "./reads/charity.js";
import { donateReads } from "./reads/donate.js";
import { createEndpointReader, type ReadOptions } from "./reads/endpoint-reader.js";
import { homeReads } from "./reads/home.js";
import { listReads } from "./reads/lists.js";
import { menuReads } from "./reads/menu.js";
import { pageResourceReads } from "./reads/page-resource.js";
import { pageReads } from "./reads/page.js";
import { sponsorReads } from "./reads/sponsor.js";

export interface UpstreamOptions extends ReadOptions {
  donation: PostDonationOptions;
}

export type UpstreamReads = {
  [K in keyof ApiClient]: (
    ...args: Parameters<ApiClient[K]>
  ) => Promise<NonNullable<Awaited<ReturnType<ApiClient[K]>>>>;
};

/** `forShared`: for answers stored for every visitor, waiting for a stale entry's refresh. */
export type UpstreamClient = UpstreamReads & { forShared: UpstreamReads };

export function createUpstreamClient(options: UpstreamOptions): UpstreamClient {
  const reader = createEndpointReader(options);
  const menu = menuReads(reader);
  const home = homeReads(reader);
  const pageResource = pageResourceReads(reader);
  const page = pageReads(reader);
  const lists = listReads(reader);
  const charity = charityReads(reader);
  const sponsor = sponsorReads(reader);
  const atm = atmTransferReads(reader);
  const buddhism = buddhismReads(reader);
  const donate = donateReads(reader, options.donation, charity(false).getCharity);
  // Both bindings share each endpoint's one cache; they differ only in waiting for a stale entry.
  const reads = (noStale: boolean): UpstreamReads => ({
    ...menu(noStale),
    ...home(noStale),
    ...pageResource(noStale),
    ...page(noStale),
    ...lists(noStale),
    ...charity(noStale),
    ...sponsor(noStale),
    ...atm(),
    ...buddhism(noStale),
    ...donate(),
  });
  return { ...reads(false), forShared: reads(true) };
}
