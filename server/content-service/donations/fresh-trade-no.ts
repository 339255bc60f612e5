// A MerchantTradeNo no donation row has yet: new orders and the later months of a mandate each take one.
import type { ContentDb } from "../db/content-db.js";
import { newMerchantTradeNo } from "../payment/merchant-trade-no.js";

/** Call inside the transaction that inserts the row, so no other insert can take the number between. */
export function freshTradeNos(db: ContentDb): (now: Date) => string {
  const taken = db.prepare<[string], number>("SELECT 1 FROM donations WHERE merchant_trade_no = ?").pluck();
  return (now) => {
    let tradeNo = newMerchantTradeNo(now);
    while (taken.get(tradeNo) !== undefined) tradeNo = newMerchantTradeNo(now);
    return tradeNo;
  };
}
