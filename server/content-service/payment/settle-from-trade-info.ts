// What a QueryTradeInfo answer does to one pending order. A merchant or amount mismatch changes nothing
// and logs at error (someone paid the wrong amount, or the answer is not what it seems).
import type { Logger } from "pino";
import type { DonationStore, StoredOrder } from "../donations/donation-store.js";
import type { TradeInfo } from "./query-trade-info.js";

export const CREDIT_ABANDONED_AFTER_MS = 24 * 3_600_000;
export const ABANDONED_CODE = "abandoned";

export type Settlement = "paid" | "failed" | "refused" | "still-pending";

export function settleFromTradeInfo(
  store: DonationStore,
  order: StoredOrder,
  info: TradeInfo,
  { merchantId, now, logger }: { merchantId: string; now: Date; logger: Logger },
): Settlement {
  const tradeNo = order.merchantTradeNo;
  switch (info.kind) {
    case "paid": {
      if (info.merchantId !== merchantId || info.tradeAmt !== String(order.amount)) {
        logger.error(
          { tradeNo, merchantId: info.merchantId, tradeAmt: info.tradeAmt, amount: order.amount },
          "reconciliation refused: the gateway's merchant or amount does not match the order",
        );
        return "refused";
      }
      const result = { gatewayTradeNo: info.gatewayTradeNo, rtnCode: "1", rtnMsg: "QueryTradeInfo paid" };
      // The money arrived, so paid wins over an ATM deadline that passed (as for a late ReturnURL).
      if (order.status === "expired") logger.warn({ tradeNo }, "payment found for an expired ATM donation: paid");
      const changed = store.markPaid(tradeNo, result, now);
      logger.info({ tradeNo, changed, by: "reconciliation" }, "donation paid");
      return "paid";
    }
    case "failed": {
      const result = {
        gatewayTradeNo: info.gatewayTradeNo,
        rtnCode: info.tradeStatus,
        rtnMsg: "QueryTradeInfo failed",
      };
      const changed = store.markFailed(tradeNo, result, now);
      logger.info({ tradeNo, changed, tradeStatus: info.tradeStatus, by: "reconciliation" }, "donation payment failed");
      return "failed";
    }
    case "unpaid":
    case "not-found":
      if (order.method === "ATM") return atmStillUnpaid(order, info.kind, logger);
      if (now.getTime() - order.createdAt.getTime() < CREDIT_ABANDONED_AFTER_MS) return "still-pending";
      store.markFailed(tradeNo, { gatewayTradeNo: "", rtnCode: ABANDONED_CODE, rtnMsg: info.kind }, now);
      logger.info({ tradeNo, gateway: info.kind, by: "reconciliation" }, "donation abandoned: never paid");
      return "failed";
  }
}

/** Past its deadline atm-expiry.ts expires it; the job keeps asking for EXPIRED_RECHECK_MS (a lost callback). */
function atmStillUnpaid(order: StoredOrder, kind: "unpaid" | "not-found", logger: Logger): Settlement {
  logger.debug({ tradeNo: order.merchantTradeNo, gateway: kind }, "ATM order still unpaid");
  return "still-pending";
}
