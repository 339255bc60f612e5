// Order numbers as this site accepts them from an upstream or an address, to show or look up: 1-32
// letters, digits, "_" and "-". That covers ECPay's MerchantTradeNo (20 letters and digits, what the
// embedded content service issues) and the numbers other upstreams write (D-2026-000123), and nothing
// that could read as a sentence. (Kept apart from the schemas so page modules can use it without
// shipping zod to the browser.)

export const ORDER_NO_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export function isOrderNo(value: string): boolean {
  return ORDER_NO_PATTERN.test(value);
}
