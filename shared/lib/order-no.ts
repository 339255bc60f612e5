// ECPay's MerchantTradeNo and other upstreams' D-2026-000123, and nothing that reads as a sentence.
// Apart from the schemas so pages can use it without shipping zod to the browser.

export const ORDER_NO_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export function isOrderNo(value: string): boolean {
  return ORDER_NO_PATTERN.test(value);
}
