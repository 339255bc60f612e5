// The donation rate limit counts every spelling of a donation address (issue 18 item 1): percent-encoded
// letters, upper case, trailing and repeated slashes, on the form posts and on the JSON calls.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
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

const LIMIT = 3;
const limited = () => logs.app(upstream.url, { donationRateLimit: LIMIT, donationRateWindowMs: 60_000 });
const form = { method: "creditCard", target: "normal", amount: "600", name: "王小明", phone: "0912345678" };
const json = { id: 1, amount: 600, name: "王小明", phone: "0912345678" };
const donations = () => upstream.requests.filter((r) => /^\/api\/homepage\/(donate|%64onate)/i.test(r.url));

const PAGE_SPELLINGS = [
  "/charity%34?id=1",
  "/%63harity4?id=1",
  "/%63%68%61%72%69%74%79%34?id=1",
  "/CHARITY4?id=1",
  "/Charity%34/?id=1",
  "/charity4//?id=1",
  "/%63harity?path=donate-general",
  "/charity/?path=donate-general",
];
const API_SPELLINGS = [
  "/api/homepage/%64onate",
  "/api/homepage/donat%65/atm",
  "/API/homepage/Donate",
  "/api/homepage/donate/",
  "/api/homepage/donate/atm/",
];

describe("once the limit is reached, no spelling gets a payment form or reaches the upstream", () => {
  for (const spelling of PAGE_SPELLINGS) {
    test(`POST ${spelling}`, async () => {
      const site = limited();
      for (let i = 0; i < LIMIT; i += 1) await request(site).post("/charity4?id=1").type("form").send(form).expect(200);
      const sent = donations().length;
      const res = await request(site).post(spelling).type("form").send(form);
      expect(res.status).toBe(429);
      expect(res.text).toContain("捐款送出次數過多");
      expect(res.text).not.toContain("<form");
      expect(donations()).toHaveLength(sent);
    });
  }
  for (const spelling of API_SPELLINGS) {
    test(`POST ${spelling}`, async () => {
      const site = limited();
      for (let i = 0; i < LIMIT; i += 1) await request(site).post("/api/homepage/donate").send(json).expect(200);
      const sent = donations().length;
      const res = await request(site).post(spelling).send(json);
      expect(res.status).toBe(429);
      const retryMessage: unknown = expect.stringMatching(/^捐款送出次數過多，請在 \d+ 秒後再試$/);
      expect(res.body).toEqual({ message: retryMessage });
      expect(donations()).toHaveLength(sent);
    });
  }
});

test("the other spellings use up the same count as the plain address", async () => {
  const site = limited();
  await request(site).post("/charity%34?id=1").type("form").send(form);
  await request(site).post("/%63harity?path=donate-general").type("form").send(form);
  await request(site).post("/api/homepage/%64onate").send(json);
  await request(site).post("/charity4?id=1").type("form").send(form).expect(429);
  await request(site).post("/api/homepage/donate").send(json).expect(429);
  expect(logs.logged("donation rate limit reached")).toHaveLength(2);
});

test("pages, other posts and other clients are not counted", async () => {
  const site = limited();
  for (let i = 0; i < LIMIT + 2; i += 1) await request(site).get("/charity%34?id=1").expect(200);
  await request(site).post("/charity4?id=1").set("x-forwarded-for", "203.0.113.9").type("form").send(form);
  for (let i = 0; i < LIMIT; i += 1)
    await request(site).post("/charity%34?id=1").set("x-forwarded-for", "203.0.113.1").type("form").send(form);
  await request(site).post("/charity4?id=1").set("x-forwarded-for", "203.0.113.1").type("form").send(form).expect(429);
  await request(site).post("/charity4?id=1").set("x-forwarded-for", "203.0.113.2").type("form").send(form).expect(200);
  expect(logs.logged("donation rate limit reached")).toHaveLength(1);
});
