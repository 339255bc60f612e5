// The sandbox gateway's own record, so QueryTradeInfo answers from what "the gateway" knows, not our table.
// In memory and bounded: a restart forgets, which is what a lost gateway record looks like.
import { newGatewayTradeNo } from "../payment/merchant-trade-no.js";
import type { EcpayChoosePayment } from "../payment/payment-config.js";

export interface SandboxTrade {
  merchantTradeNo: string;
  amount: string;
  tradeDate: string;
  itemName: string;
  method: EcpayChoosePayment;
  status: "unpaid" | "paid" | "failed";
  gatewayTradeNo: string;
  paymentDate: string;
}

const MAX_TRADES = 10_000;

export function sandboxLedger() {
  const trades = new Map<string, SandboxTrade>();
  return {
    opened(trade: Omit<SandboxTrade, "status" | "gatewayTradeNo" | "paymentDate">, now: Date): SandboxTrade {
      const known = trades.get(trade.merchantTradeNo);
      if (known) return known;
      if (trades.size >= MAX_TRADES) trades.delete(trades.keys().next().value ?? "");
      const fresh: SandboxTrade = {
        ...trade,
        status: "unpaid",
        gatewayTradeNo: newGatewayTradeNo(now),
        paymentDate: "",
      };
      trades.set(trade.merchantTradeNo, fresh);
      return fresh;
    },
    settle(merchantTradeNo: string, paid: boolean, paymentDate: string): SandboxTrade | null {
      const trade = trades.get(merchantTradeNo);
      if (!trade) return null;
      if (trade.status !== "paid") Object.assign(trade, { status: paid ? "paid" : "failed", paymentDate });
      return trade;
    },
    find(merchantTradeNo: string): SandboxTrade | null {
      return trades.get(merchantTradeNo) ?? null;
    },
  };
}
export type SandboxLedger = ReturnType<typeof sandboxLedger>;
