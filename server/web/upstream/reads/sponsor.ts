// The public sponsor list, one entry per page of it, names masked.
import { sponsorResponse } from "../../../../shared/api/sponsor.server.js";
import { maskName } from "../../../../shared/lib/mask-name.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function sponsorReads(reader: EndpointReader) {
  // Cached for every reader, a donor's own result page too: one upstream call per page per fresh window
  // however many ask (docs/decisions/004-donation-pages-stored.md).
  const getSponsors = reader.cached(
    (limit: number, offset: number) => `${limit}:${offset}`,
    async (limit: number, offset: number) => {
      const { data } = await reader.get(`/api/homepage/sponsor?limit=${limit}&offset=${offset}`, sponsorResponse);
      // Masked again here: the public list must never show a full name, whatever the upstream sends.
      return { ...data, SponsorList: data.SponsorList.map((s) => ({ ...s, DonorName: maskName(s.DonorName) })) };
    },
  );
  return (noStale: boolean) => ({ getSponsors: getSponsors(noStale) });
}
