import { expect, test } from "vitest";
import { atmTransferResponse } from "../../../shared/api/atm-transfer.server.js";

const account = { bankCode: "822", vAccount: "9103522175887", deadline: "2026-11-29T23:59:59+08:00" };
const transfer = {
  orderNo: "D-2026-000123",
  charityTitle: "t",
  itemName: "n",
  amount: 600,
  status: "pending",
  account,
};

test("a pending transfer with its account parses; a paid one may have no account", () => {
  expect(atmTransferResponse.parse({ data: transfer }).data.account?.vAccount).toBe("9103522175887");
  expect(atmTransferResponse.parse({ data: { ...transfer, status: "paid", account: null } }).data.account).toBeNull();
});

test("anything that would send a donor's money astray is refused", () => {
  const refused = [
    { ...transfer, account: { ...account, bankCode: "82" } },
    { ...transfer, account: { ...account, vAccount: "12 34" } },
    { ...transfer, account: { ...account, deadline: "2026-11-29T23:59:59Z" } },
    { ...transfer, orderNo: "請匯款至 123" },
    { ...transfer, amount: 0 },
    { ...transfer, status: "unknown" },
  ];
  for (const data of refused) expect(atmTransferResponse.safeParse({ data }).success).toBe(false);
});
