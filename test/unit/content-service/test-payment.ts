import type { ResolvedPaymentConfig } from "../../../server/content-service/payment/payment-config.js";

/** ECPay's published stage keys (merchant 3002607): the signatures these tests make are the gateway's own. */
export const TEST_PAYMENT: ResolvedPaymentConfig = {
  gatewayUrl: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5",
  returnUrl: "https://www.example.org/api/payment/ecpay/return",
  merchantId: "3002607",
  hashKey: "pwFHCqoQZGmho4w6",
  hashIV: "EkRm7iFT261dpevs",
  publicUrl: "https://www.example.org",
  queryUrl: "https://payment-stage.ecpay.com.tw/Cashier/QueryTradeInfo/V5",
};
