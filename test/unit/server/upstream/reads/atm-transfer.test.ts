import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { atmTransferReads } from "../../../../../server/web/upstream/reads/atm-transfer.js";
import { hits, testEndpointReader } from "../../../../fixtures/endpoint-reader.js";
import { startTestUpstream, type TestUpstream } from "../../../../fixtures/test-upstream.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

test("an unknown ATM order number is an answer; another failure is an error; nothing is cached", async () => {
  const { getAtmTransfer } = atmTransferReads(testEndpointReader(upstream.url))();
  expect(await getAtmTransfer("NOPE")).toEqual({ found: false });
  expect(await getAtmTransfer("NOPE")).toEqual({ found: false });
  expect(hits(upstream, "/api/website/getAtmTransfer")).toBe(2);
  upstream.fail("POST /api/website/getAtmTransfer", "500");
  await expect(getAtmTransfer("NOPE")).rejects.toMatchObject({ status: 500 });
});
