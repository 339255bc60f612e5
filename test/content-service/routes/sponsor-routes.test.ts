// GET /api/homepage/sponsor: paid donations only, newest first, paged, masked names, no private fields.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { callbackFields } from "../../../server/content-service/payment-sandbox/sandbox-callback.js";
import { sponsorResponse } from "../../../shared/api/sponsor.server.js";
import { ANONYMOUS_DONOR } from "../../../shared/lib/mask-name.server.js";
import { activityDonation } from "../donation-bodies.js";
import { testService, type TestService } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

let service: TestService;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());

/** The list's rows with every field they carry, to see that no private one is sent. */
const rawRowsSchema = z.object({ data: z.object({ SponsorList: z.array(z.record(z.string(), z.unknown())) }) });

const sponsors = async (query = "") => {
  const response = await request(service.app).get(`/api/homepage/sponsor${query}`);
  expect(response.status).toBe(200);
  const raw: unknown = response.body;
  return { raw, page: sponsorResponse.parse(raw).data };
};

describe("sponsor list", () => {
  it("the demo database holds 25+ paid donations, paged by limit and offset", async () => {
    const { page } = await sponsors("?limit=10&offset=0");
    expect(page.Total).toBeGreaterThanOrEqual(25);
    expect(page.SponsorList).toHaveLength(10);
  });

  it("defaults to 10 rows, newest first, with only DonorName, Amount and UpdateTime", async () => {
    const { raw, page } = await sponsors();
    expect(page.SponsorList).toHaveLength(10);
    const times = page.SponsorList.map((row) => Date.parse(row.UpdateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.SponsorList[0]?.UpdateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    // The rows as sent, before the schema drops what it does not know.
    const rows = rawRowsSchema.parse(raw).data.SponsorList;
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(["Amount", "DonorName", "UpdateTime"]);
  });

  it("pages by limit and offset without overlap", async () => {
    const all = await sponsors("?limit=50&offset=0");
    const pages = [];
    for (let offset = 0; offset < all.page.Total; offset += 7)
      pages.push(...(await sponsors(`?limit=7&offset=${offset}`)).page.SponsorList);
    expect(pages).toEqual(all.page.SponsorList.slice(0, pages.length));
    expect((await sponsors(`?offset=${all.page.Total}`)).page.SponsorList).toEqual([]);
  });

  it("masks every name (王小明 -> 王○明) and varies dates and amounts", async () => {
    const { page } = await sponsors("?limit=50");
    expect(page.Total).toBeGreaterThanOrEqual(25);
    // 善心人士 (a seeded donor's own choice, and the label of an erased one) is no one's name: shown whole.
    for (const row of page.SponsorList)
      expect(
        Array.from(row.DonorName).length === 1 || row.DonorName.includes("○") || row.DonorName === ANONYMOUS_DONOR,
      ).toBe(true);
    expect(new Set(page.SponsorList.map((row) => row.Amount)).size).toBeGreaterThan(5);
    expect(new Set(page.SponsorList.map((row) => row.UpdateTime.slice(0, 7))).size).toBeGreaterThan(5);
  });

  it("lists a donation only once it is paid", async () => {
    const before = (await sponsors()).page.Total;
    const donation = await request(service.app).post("/api/homepage/donate").send(activityDonation);
    const form = hiddenFields(donation.text);
    expect((await sponsors()).page.Total).toBe(before);
    await request(service.app)
      .post("/api/payment/ecpay/return")
      .type("form")
      .send(callbackFields(form, true, service.payment, new Date()));
    const after = await sponsors();
    expect(after.page.Total).toBe(before + 1);
    expect(after.page.SponsorList[0]).toMatchObject({ DonorName: "王○明", Amount: 600 });
    expect(JSON.stringify(after.raw)).not.toMatch(/0912345678|示範路/);
  });
});
