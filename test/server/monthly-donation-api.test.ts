// A monthly gift through the web server: the period reaches the upstream only when its charity answer says
// monthlyGiving; otherwise the donor is told the option is not offered and nothing is sent. /charity4's form
// offers the choice on the same condition.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { MESSAGES } from "../../shared/lib/donation-rules.js";
import { donateBody } from "../fixtures/donate-body.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { loggedApps } from "./logged-app.js";

let upstream: TestUpstream;
const logs = loggedApps();
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => {
  upstream.reset();
  logs.clear();
});
afterAll(() => upstream.close());

const monthly = donateBody({ period: { months: 12 } });
const donations = () => upstream.requests.filter((r) => r.url.startsWith("/api/homepage/donate"));
const offerMonthly = () =>
  upstream.set("POST /api/website/getCharity", {
    data: { data: { title: "社團法人測試慈善協會", content: "<p>協會</p>", monthlyGiving: true } },
  });
const post = (path = "/api/homepage/donate") =>
  request(logs.app(upstream.url)).post(path).set("content-type", "application/json");

describe("the donate call's period", () => {
  test("an upstream that does not say monthlyGiving never receives it", async () => {
    const res = await post().send(monthly).expect(400);
    expect(res.body).toEqual({ message: MESSAGES.monthlyClosed });
    expect(donations()).toEqual([]);
  });

  test("an upstream that says monthlyGiving gets it with the rest of the body", async () => {
    offerMonthly();
    await post().send(monthly).expect(200);
    expect(JSON.parse(donations()[0]?.body ?? "")).toMatchObject({ amount: 600, period: { months: 12 } });
  });

  test("bank transfer and months out of ECPay's limits are refused before anything is sent", async () => {
    offerMonthly();
    expect((await post("/api/homepage/donate/atm").send(monthly).expect(400)).body).toEqual({
      message: MESSAGES.monthlyClosed,
    });
    expect(
      (
        await post()
          .send({ ...monthly, period: { months: 1 } })
          .expect(400)
      ).body,
    ).toEqual({
      message: MESSAGES.months,
    });
    expect(donations()).toEqual([]);
  });
});

describe("/charity4's form", () => {
  test("offers 每月定期定額 only when the charity answer says monthlyGiving", async () => {
    const page = () => request(logs.app(upstream.url)).get("/charity4?id=1");
    expect((await page().expect(200)).text).not.toContain('name="giving"');
    upstream.reset();
    offerMonthly();
    const offered = (await request(logs.app(upstream.url)).get("/charity4?id=1").expect(200)).text;
    expect(offered).toContain('name="giving"');
    expect(offered).toContain("每月定期定額");
    expect(offered).toMatch(/<select[^>]*name="months"/);
  });
});
