// POST /api/website/getAtmTransfer: never the donor's personal details (docs/content-api.md); unknown numbers
// and non-ATM orders are one 404.
import { Router } from "express";
import type { AtmStore } from "../donations/atm-store.js";
import { ORDER_NO_PATTERN } from "../../../shared/lib/order-no.js";
import { badRequest, notFound } from "../http/http-error.js";
import { jsonBody } from "../http/request-fields.js";
import { isMerchantTradeNo } from "../payment/merchant-trade-no.js";
import { taipeiIso } from "../payment/taipei-time.js";

export function atmTransferRoutes(store: AtmStore): Router {
  const router = Router();
  router.post("/website/getAtmTransfer", (req, res) => {
    const orderNo = jsonBody(req).orderNo;
    // The web server asks for any number an upstream may write; one in another format is not ours.
    if (typeof orderNo !== "string" || !ORDER_NO_PATTERN.test(orderNo)) throw badRequest("訂單編號格式不正確");
    const transfer = isMerchantTradeNo(orderNo) ? store.transfer(orderNo) : null;
    if (!transfer || transfer.method !== "ATM") throw notFound("找不到這筆轉帳資料");
    const { account } = transfer;
    res.set("Cache-Control", "no-store").json({
      data: {
        orderNo: transfer.merchantTradeNo,
        charityTitle: transfer.charityTitle,
        itemName: transfer.itemName,
        amount: transfer.amount,
        status: transfer.status,
        account: account
          ? { bankCode: account.bankCode, vAccount: account.vAccount, deadline: taipeiIso(account.expiresAt) }
          : null,
      },
    });
  });
  return router;
}
