// GET /api/homepage/sponsor?limit=&offset=
import { z } from "zod";
import { listOf, textField } from "./fields.server.js";

const sponsorSchema = z.object({
  DonorName: textField,
  Amount: z.number().nonnegative(),
  UpdateTime: textField,
});
export const sponsorResponse = z.object({
  data: z.object({ SponsorList: listOf(sponsorSchema), Total: z.number().int().nonnegative() }),
});
export type Sponsor = z.output<typeof sponsorSchema>;
export type SponsorPage = z.output<typeof sponsorResponse>["data"];
