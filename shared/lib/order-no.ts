// ECPay's MerchantTradeNo as this site accepts it anywhere: at most 20 letters and digits.
// (Kept apart from the schemas so page modules can use it without shipping zod to the browser.)

export const ORDER_NO_PATTERN = /^[A-Za-z0-9]{1,20}$/;
