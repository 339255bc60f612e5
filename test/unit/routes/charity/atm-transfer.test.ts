// /donation/atm?order_no=: a malformed number never reaches the upstream and reads as an unknown one; an
// upstream that cannot answer is "unavailable", never "unknown" (docs/donations.md, "Bank transfer by ATM").
import { expect, test } from "vitest";
import type { AtmTransfer } from "../../../../shared/api/atm-transfer.server.js";
import { loader } from "../../../../shared/routes/charity/atm-transfer.js";
import { fakeApi, loaderArgs } from "../route-args.js";

const TRANSFER: AtmTransfer = {
  orderNo: "DN20261129A1",
  charityTitle: "恆岳慈善基金會",
  itemName: "一般捐款",
  amount: 600,
  status: "pending",
  account: { bankCode: "822", vAccount: "9103522175887", deadline: "2026-11-29T23:59:59+08:00" },
};

const atm = (search: string, api = fakeApi()) => loader(loaderArgs(`http://test/donation/atm${search}`, api));

test.each(["", "?order_no=", "?order_no=a%20b", `?order_no=${"A".repeat(33)}`, "?order_no=../x"])(
  "%s is the unknown page, 404, without asking the upstream",
  async (search) => {
    expect(await atm(search)).toMatchObject({ data: { kind: "unknown" }, init: { status: 404 } });
  },
);

test("a number the upstream does not know is the unknown page, 404", async () => {
  const api = fakeApi({ getAtmTransfer: async () => ({ found: false }) });
  expect(await atm("?order_no=DN1", api)).toMatchObject({ data: { kind: "unknown" }, init: { status: 404 } });
});

test("an upstream that cannot answer is the unavailable page, 503", async () => {
  const api = fakeApi({ getAtmTransfer: async () => null });
  expect(await atm("?order_no=DN1", api)).toMatchObject({ data: { kind: "unavailable" }, init: { status: 503 } });
});

test("a known number shows its transfer, asked for by that number", async () => {
  const asked: string[] = [];
  const api = fakeApi({
    getAtmTransfer: async (orderNo) => {
      asked.push(orderNo);
      return { found: true, transfer: TRANSFER };
    },
  });
  const answer = await atm(`?order_no=${TRANSFER.orderNo}`, api);
  expect(answer).toMatchObject({ data: { kind: "found", transfer: TRANSFER } });
  expect(answer.init?.status ?? 200).toBe(200);
  expect(asked).toEqual([TRANSFER.orderNo]);
});
