// The sandbox gateway's own record of trades: opened once, settled once paid, forgetting the oldest beyond
// its bound, as a gateway that lost a record would.
import { describe, expect, it } from "vitest";
import { sandboxLedger } from "../../../../server/content-service/payment-sandbox/sandbox-ledger.js";

const NOW = new Date("2026-01-01T04:00:00Z");
const trade = (merchantTradeNo: string) => ({
  merchantTradeNo,
  amount: "600",
  tradeDate: "2026/01/01 12:00:00",
  itemName: "愛心捐款",
  method: "Credit" as const,
});

describe("sandboxLedger", () => {
  it("opens a trade unpaid, with a gateway number of its own stamped in Taipei time", () => {
    const ledger = sandboxLedger();
    const opened = ledger.opened(trade("D1"), NOW);
    expect(opened).toEqual({
      ...trade("D1"),
      status: "unpaid",
      gatewayTradeNo: opened.gatewayTradeNo,
      paymentDate: "",
    });
    expect(opened.gatewayTradeNo).toMatch(/^260101120000\d{8}$/);
    expect(ledger.find("D1")).toEqual(opened);
  });

  it("opening the same trade again keeps the first record, whatever the second says", () => {
    const ledger = sandboxLedger();
    const first = ledger.opened(trade("D1"), NOW);
    ledger.settle("D1", true, "2026/01/01 12:01:00");
    const again = ledger.opened({ ...trade("D1"), amount: "1" }, new Date());
    expect(again).toBe(first);
    expect(again).toMatchObject({ amount: "600", status: "paid", gatewayTradeNo: first.gatewayTradeNo });
  });

  it("settles a trade paid or failed; a failed one can still be paid, a paid one stays paid", () => {
    const ledger = sandboxLedger();
    ledger.opened(trade("D1"), NOW);
    expect(ledger.settle("D1", false, "2026/01/01 12:01:00")).toMatchObject({
      status: "failed",
      paymentDate: "2026/01/01 12:01:00",
    });
    expect(ledger.settle("D1", true, "2026/01/01 12:02:00")).toMatchObject({
      status: "paid",
      paymentDate: "2026/01/01 12:02:00",
    });
    expect(ledger.settle("D1", false, "2026/01/01 12:03:00")).toMatchObject({
      status: "paid",
      paymentDate: "2026/01/01 12:02:00",
    });
    expect(ledger.find("D1")?.status).toBe("paid");
  });

  it("knows nothing of a trade it never opened", () => {
    const ledger = sandboxLedger();
    expect(ledger.settle("D404", true, "x")).toBeNull();
    expect(ledger.find("D404")).toBeNull();
  });

  it("holds 10 000 trades and forgets the oldest first", () => {
    const ledger = sandboxLedger();
    for (let i = 0; i <= 10_000; i++) ledger.opened(trade(`D${i}`), NOW);
    expect(ledger.find("D0")).toBeNull();
    for (const kept of ["D1", "D5000", "D10000"]) expect(ledger.find(kept), kept).not.toBeNull();
    ledger.opened(trade("D10001"), NOW);
    expect(ledger.find("D1")).toBeNull();
    expect(ledger.find("D2")).not.toBeNull();
  });
});
