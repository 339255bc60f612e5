// The content service applies the shared donation rules to JSON bodies (issue 7.2, 7.12): amounts
// are exact, names are counted in code points and refused when they hide or break text, and a
// refused body stores nothing.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/lib/donation-rules.js";
import { legacyDonation, normalDonation } from "../donation-bodies.js";
import { testService, type TestService } from "../content-test-service.js";

let service: TestService;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());

const orderCount = () => service.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM donations").get()?.n ?? 0;

/** Sends a raw JSON text (lone surrogates survive only as \u escapes) and expects a 400 with a message. */
async function refused(json: string): Promise<string> {
  const before = orderCount();
  const response = await request(service.app)
    .post("/api/homepage/donate")
    .set("content-type", "application/json")
    .send(json)
    .expect(400);
  expect(orderCount()).toBe(before);
  const body: unknown = response.body;
  return typeof body === "object" && body !== null && "message" in body ? String(body.message) : "";
}

describe("JSON donation bodies", () => {
  it("an amount that is not a whole number of NT$ in range: 400, nothing stored", async () => {
    for (const amount of ["100.5", "-500", "0", "1000001", '"600"', "1e400", "null"]) {
      expect(await refused(`{"id":1,"amount":${amount},"name":"陳大文","phone":"0911222333"}`), amount).toBe(
        MESSAGES.amountRange,
      );
    }
  });

  it("control characters, bidi overrides, zero-width-only names and lone surrogates: 400, nothing stored", async () => {
    const name = (raw: string) => JSON.stringify({ ...legacyDonation, name: "NAME" }).replace('"NAME"', raw);
    expect(await refused(name('"陳\\u0000大文"'))).toBe(MESSAGES.nameCharacters);
    expect(await refused(name('"\\u202e文大陳"'))).toBe(MESSAGES.nameCharacters);
    expect(await refused(name('"陳\\ud800"'))).toBe(MESSAGES.nameCharacters);
    expect(await refused(name('"\\u200b\\u200c\\ufeff"'))).toBe(MESSAGES.name);
    const receipt = JSON.stringify({
      ...normalDonation,
      needReceipt: true,
      receiptInfo: { address: "台中市\u0007", name: "林美華", phone: "0422000000" },
    });
    expect(await refused(receipt)).toBe(MESSAGES.addressCharacters);
  });

  it("50 emoji fit a name; 51 do not", async () => {
    await request(service.app)
      .post("/api/homepage/donate")
      .send({ ...legacyDonation, name: "😀".repeat(50) })
      .expect(200);
    expect(await refused(JSON.stringify({ ...legacyDonation, name: "😀".repeat(51) }))).toBe(MESSAGES.nameTooLong);
  });
});
