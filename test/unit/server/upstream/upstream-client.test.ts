import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { MetricsRecorder } from "../../../../server/web/observability/metrics/recorder.js";
import { UpstreamError } from "../../../../server/web/upstream/fetch-json.js";
import { testUpstreamClient } from "../../../fixtures/upstream-client.js";
import { donateBody } from "../../../fixtures/donate-body.js";
import { startTestUpstream, type TestUpstream } from "../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const calls: { endpoint: string; method: string; ok: boolean }[] = [];
const lookups: string[] = [];
const metrics: MetricsRecorder = {
  requestStarted: () => {},
  requestEnded: () => {},
  upstreamCall: (endpoint, method, ok) => void calls.push({ endpoint, method, ok }),
  cacheLookup: (_cache, outcome) => void lookups.push(outcome),
  render: () => {},
};

function client() {
  calls.length = 0;
  lookups.length = 0;
  return testUpstreamClient(upstream.url, { metrics });
}
const hits = (path: string) => upstream.requests.filter((r) => r.url.split("?")[0] === path).length;

test("a read is fetched once and then served from the cache, for shared answers too", async () => {
  const reads = client();
  const menu = await reads.getMenu();
  expect(await reads.getMenu()).toEqual(menu);
  expect(await reads.forShared.getMenu()).toEqual(menu);
  expect(hits("/api/website/getMenuList")).toBe(1);
  expect(lookups[0]).not.toBe(lookups[1]);
});

test("each argument is its own cache entry, sent as the endpoint's body", async () => {
  const reads = client();
  await reads.getPage(5);
  await reads.getPage(6);
  await reads.getPage(5);
  expect(upstream.requests.map((r) => r.body)).toEqual(['{"id":5}', '{"id":6}']);
});

test("a wrong-shaped answer is an UpstreamError naming the call, and counted as a failed call", async () => {
  upstream.fail("POST /api/website/getPage", "wrong-shape");
  const error = await client()
    .getPage(5)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UpstreamError);
  expect(error instanceof Error && error.message).toMatch(/^POST \/api\/website\/getPage: unexpected response shape: /);
  expect(calls).toEqual([{ endpoint: "/api/website/getPage", method: "POST", ok: false }]);
});

test("calls are counted by endpoint template, not by id", async () => {
  await client().getPageResource("0/13");
  expect(calls).toEqual([{ endpoint: "/api/homepage/pageResource/:n/:n", method: "GET", ok: true }]);
});

test("upstream HTML is sanitised before anything sees it", async () => {
  const reads = client();
  const page = await reads.getPage(5);
  const article = await reads.getArticle(1);
  const charity = await reads.getCharity(1);
  for (const html of [page.result.content, article.content, charity.content]) {
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
  }
  expect(page.result.content).toContain("內容");
});

test("slides without a file are dropped and the rest ordered by position", async () => {
  const slides = await client().getHomeSlides();
  expect(slides.map((s) => s.position)).toEqual([1, 2, 3, 4]);
  upstream.set("GET /api/homepage/slider", {
    data: [
      { fileType: "image", fileUrl: "", position: 1 },
      { fileType: "image", fileUrl: "/media/b.svg", position: 9 },
      { fileType: "image", fileUrl: "/media/a.svg", position: 3 },
    ],
  });
  expect((await client().getHomeSlides()).map((s) => s.fileUrl)).toEqual(["/media/a.svg", "/media/b.svg"]);
});

test("sponsor names are masked whatever the upstream sends, each page cached apart", async () => {
  upstream.set("GET /api/homepage/sponsor", {
    data: { SponsorList: [{ DonorName: "王小明", Amount: 600, UpdateTime: "2026-11-20T10:20:00+08:00" }], Total: 1 },
  });
  const reads = client();
  const page = await reads.getSponsors(10, 0);
  expect(page.SponsorList.map((s) => s.DonorName)).toEqual(["王○明"]);
  await reads.getSponsors(10, 0);
  await reads.getSponsors(10, 10);
  expect(upstream.requests.map((r) => r.url)).toEqual([
    "/api/homepage/sponsor?limit=10&offset=0",
    "/api/homepage/sponsor?limit=10&offset=10",
  ]);
});

test("an unknown ATM order number is an answer; another failure is an error; nothing is cached", async () => {
  const reads = client();
  expect(await reads.getAtmTransfer("NOPE")).toEqual({ found: false });
  expect(await reads.getAtmTransfer("NOPE")).toEqual({ found: false });
  expect(hits("/api/website/getAtmTransfer")).toBe(2);
  upstream.fail("POST /api/website/getAtmTransfer", "500");
  await expect(reads.getAtmTransfer("NOPE")).rejects.toMatchObject({ status: 500 });
});

test("a donation is posted every time, to its method's path", async () => {
  const reads = client();
  expect(await reads.donate("creditCard", donateBody())).toMatchObject({ kind: "payment", tradeNo: "TESTORDER0001" });
  expect(await reads.donate("creditCard", donateBody())).toMatchObject({ kind: "payment" });
  expect(await reads.donate("bankTransfer", donateBody())).toMatchObject({ kind: "payment" });
  expect([hits("/api/homepage/donate"), hits("/api/homepage/donate/atm")]).toEqual([2, 1]);
  expect(calls.filter((c) => c.endpoint.startsWith("/api/homepage/donate"))).toHaveLength(3);
});

test("a monthly gift reaches the upstream only by card, and only where the charity offers it", async () => {
  const monthly = donateBody({ period: { months: 12 } });
  const closed = { kind: "refused", message: "本會目前未開放定期定額捐款" };
  expect(await client().donate("creditCard", monthly)).toEqual(closed);
  upstream.set("POST /api/website/getCharity", { data: { data: { title: "協會", content: "", monthlyGiving: true } } });
  expect(await client().donate("bankTransfer", monthly)).toEqual(closed);
  expect(hits("/api/homepage/donate") + hits("/api/homepage/donate/atm")).toBe(0);
  expect(await client().donate("creditCard", monthly)).toMatchObject({ kind: "payment" });
  expect(JSON.parse(upstream.requests.at(-1)?.body ?? "")).toMatchObject({ period: { months: 12 } });
});
