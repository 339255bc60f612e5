// The parts of ECPay's Node SDK (CommonJS, untyped) the donation tests call: its checkout page and
// its CheckMacValue generator (node_modules/ecpay_aio_nodejs/lib/ecpay_payment/).
declare module "ecpay_aio_nodejs" {
  interface EcpayOptions {
    OperationMode: "Test" | "Production";
    MercProfile: { MerchantID: string; HashKey: string; HashIV: string };
    IgnorePayment: string[];
    IsProjectContractor: boolean;
  }
  class ECPayPayment {
    constructor(options: EcpayOptions);
    payment_client: {
      /** The checkout page: a form with the signed fields and an auto-submit script. */
      aio_check_out_credit_onetime(parameters: Record<string, string>, invoice?: Record<string, string>): string;
      /** The 信用卡定期定額 checkout page: the order's fields plus the five period fields. */
      aio_check_out_credit_period(
        period: Record<string, string>,
        parameters: Record<string, string>,
        invoice?: Record<string, string>,
      ): string;
      helper: {
        /** SHA256 CheckMacValue (mode 1, the default) of the fields. */
        gen_chk_mac_value(parameters: Record<string, string>, mode?: 0 | 1): string;
      };
    };
  }
  export default ECPayPayment;
}
