// Issue 33.2 and 33.3 through the real app: a stranger's request costs what a stored page costs, a
// donor's own result page reads cached data, known-missing content is a remembered 404, and the donation
// API is one handler however its path is spelled (docs/security.md, "One sorting per request").
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { ISSUE_ATTACK_PAGE } from "../../fixtures/hostile-payment-pages.js";
import { startHostileUpstream, type HostileUpstream } from "../../fixtures/hostile-upstream.js";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { buildApp } from "../app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const N = 12;
const callsTo = (path: string) => upstream.requests.filter((r) => r.url.split("?", 1)[0] === path).length;

async function getMany(app: ReturnType<typeof buildApp>, url: string) {
  const answers = [];
  for (let i = 0; i < N; i++) answers.push(await request(app).get(url));
  return answers;
}

test("result parameters on a page that shows no result are ignored: every visitor gets the stored page", async () => {
  const app = buildApp(upstream.url);
  for (const query of ["status=1", "order_no=D000000000000FAKE001", "errmsg=x", "monthly=1000000-99"]) {
    const answers = await getMany(app, `/about?${query}`);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toMatch(/^public/);
    }
    expect(answers.at(-1)?.headers.etag).toBe((await request(app).get("/about")).headers.etag);
  }
});

test("a donor's result page and the donation page's route data read the cached sponsor list", async () => {
  const app = buildApp(upstream.url);
  await getMany(app, "/charity4?id=1&status=success&order_no=D000000000000FAKE001");
  expect(callsTo("/api/homepage/sponsor")).toBe(1);
  upstream.reset();
  const data = await getMany(buildApp(upstream.url), "/charity4?id=1&_data=charity4");
  expect(data.every((res) => res.status === 200)).toBe(true);
  expect(callsTo("/api/homepage/sponsor")).toBe(1);
});

test("a result page does not state an amount from the address", async () => {
  const res = await request(buildApp(upstream.url))
    .get("/charity4?id=1&status=success&order_no=D000000000000FAKE001&monthly=1000000-99")
    .expect(200);
  expect(res.text).toContain("感謝您的定期定額捐款");
  expect(res.text).not.toMatch(/1,000,000|1000000/);
});

test.each([
  ["/page?id=12345", 'POST /api/website/getPage {"id":12345}', "/api/website/getPage"],
  ["/charity4?id=999", 'POST /api/website/getCharity {"id":999}', "/api/website/getCharity"],
  ["/charity?path=junk", 'POST /api/website/getPage {"pagePath":"junk"}', "/api/website/getPage"],
])("content the upstream does not have (%s) is a 404, remembered like any answer", async (url, key, endpoint) => {
  upstream.set(key, { message: "not found" }, 404);
  const app = buildApp(upstream.url);
  const answers = await getMany(app, url);
  for (const res of answers) expect(res.status).toBe(404);
  expect(callsTo(endpoint)).toBe(1);
});

let hostile: HostileUpstream;
afterEach(() => hostile?.reset());
afterAll(() => hostile?.close());

test("POST /api/homepage/%64onate goes through the donation handler, never proxied raw", async () => {
  hostile = await startHostileUpstream(upstream.url);
  const page = { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: ISSUE_ATTACK_PAGE };
  // An upstream that decodes %64 would answer the raw spelling with its own page.
  for (const path of ["/api/homepage/%64onate", "/api/homepage/donate", "/api/homepage/%64onate/atm"])
    hostile.answer(path, page);
  const app = buildApp(hostile.url);
  const body = { id: 1, amount: 600, name: "王小明", phone: "0912345678" };
  for (const spelling of ["/api/homepage/%64onate", "/API/homepage/donate", "/api//homepage/%64onate/atm"]) {
    // Read by the payment-page reader: at most a clean page of ours, nothing of the upstream's markup.
    const res = await request(app).post(spelling).set("content-type", "application/json").send(body);
    expect(res.text).not.toMatch(/evil|<iframe|<meta http-equiv/);
    const invalid = await request(app).post(spelling).set("content-type", "application/json").send({ id: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.headers["content-type"]).toMatch(/^application\/json/);
  }
  // Only the canonical path ever reached the upstream, and only for the valid bodies.
  expect(hostile.requests.map((r) => r.url).filter((url) => url.includes("onate"))).toEqual([
    "/api/homepage/donate",
    "/api/homepage/donate",
    "/api/homepage/donate/atm",
  ]);
});
