import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { charityReads } from "../../../../../server/web/upstream/reads/charity.js";
import { donateReads } from "../../../../../server/web/upstream/reads/donate.js";
import { donateBody } from "../../../../fixtures/donate-body.js";
import { hits, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const calls: string[] = [];
function reads() {
  calls.length = 0;
  const reader = testEndpointReader(upstream.url, {
    metrics: {
      requestStarted: () => {},
      requestEnded: () => {},
      upstreamCall: (endpoint) => void calls.push(endpoint),
      cacheLookup: () => {},
      render: () => {},
    },
  });
  const donation = { timeoutMs: 2000, gatewayUrl: "/api/payment-sandbox/checkout" };
  return donateReads(reader, donation, charityReads(reader)(false).getCharity)();
}

test("a donation is posted every time, to its method's path", async () => {
  const { donate } = reads();
  expect(await donate("creditCard", donateBody())).toMatchObject({ kind: "payment", tradeNo: "TESTORDER0001" });
  expect(await donate("creditCard", donateBody())).toMatchObject({ kind: "payment" });
  expect(await donate("bankTransfer", donateBody())).toMatchObject({ kind: "payment" });
  expect([hits(upstream, "/api/homepage/donate"), hits(upstream, "/api/homepage/donate/atm")]).toEqual([2, 1]);
  expect(calls.filter((c) => c.startsWith("/api/homepage/donate"))).toHaveLength(3);
});

test("a monthly gift reaches the upstream only by card, and only where the charity offers it", async () => {
  const monthly = donateBody({ period: { months: 12 } });
  const closed = { kind: "refused", message: "本會目前未開放定期定額捐款" };
  expect(await reads().donate("creditCard", monthly)).toEqual(closed);
  upstream.set("POST /api/website/getCharity", { data: { data: { title: "協會", content: "", monthlyGiving: true } } });
  expect(await reads().donate("bankTransfer", monthly)).toEqual(closed);
  expect(hits(upstream, "/api/homepage/donate") + hits(upstream, "/api/homepage/donate/atm")).toBe(0);
  expect(await reads().donate("creditCard", monthly)).toMatchObject({ kind: "payment" });
  expect(JSON.parse(upstream.requests.at(-1)?.body ?? "")).toMatchObject({ period: { months: 12 } });
});
