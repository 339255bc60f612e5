// A fresh MerchantTradeNo is one no donation row has: a drawn number already taken is drawn again.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { freshTradeNos } from "../../../server/content-service/donations/fresh-trade-no.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";

const drawn = vi.hoisted(() => ({ queue: [] as string[], times: 0 }));
vi.mock("../../../server/content-service/payment/merchant-trade-no.js", () => ({
  newMerchantTradeNo: () => {
    drawn.times += 1;
    return drawn.queue.shift() ?? "DNEVER";
  },
}));

const temp = tempDbFile();
let db: ContentDb;
beforeAll(() => {
  db = openDemoDb(temp.file);
});
afterAll(() => {
  db.close();
  temp.remove();
});

it("draws again while the number drawn is taken, and gives the first free one", () => {
  const taken = db.prepare<[], string>("SELECT merchant_trade_no FROM donations LIMIT 1").pluck().get();
  expect(taken).toBeDefined();
  drawn.queue = [taken ?? "", taken ?? "", "DFREE0000000000001"];
  drawn.times = 0;
  expect(freshTradeNos(db)(new Date())).toBe("DFREE0000000000001");
  expect(drawn.times).toBe(3);
});

it("takes a free number at the first draw", () => {
  drawn.queue = ["DFREE0000000000002"];
  drawn.times = 0;
  expect(freshTradeNos(db)(new Date())).toBe("DFREE0000000000002");
  expect(drawn.times).toBe(1);
});
