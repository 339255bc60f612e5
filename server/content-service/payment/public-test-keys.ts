// ECPay's published test credentials: anyone can sign a "paid" callback with them, so the service refuses
// them with any gateway but the test stage or the sandbox (docs/donations.md).

/** HashKey/HashIV pairs ECPay publishes for its test merchants (3002607; 2000132 and 2000214; 3002599). */
export const PUBLIC_TEST_CREDENTIALS = [
  { hashKey: "pwFHCqoQZGmho4w6", hashIV: "EkRm7iFT261dpevs" },
  { hashKey: "5294y06JbISpM5x9", hashIV: "v77hoKGq4kWxNNIS" },
  { hashKey: "spPjZn66i0OhqJsQ", hashIV: "hT5OJckN45isQTTs" },
] as const;

const TEST_STAGE_HOST = "payment-stage.ecpay.com.tw";

export function usesPublicTestCredentials(hashKey: string, hashIV: string): boolean {
  return PUBLIC_TEST_CREDENTIALS.some((pair) => pair.hashKey === hashKey || pair.hashIV === hashIV);
}

export function isTestGateway(gatewayUrl: string, sandboxPath: string): boolean {
  if (gatewayUrl === sandboxPath) return true;
  try {
    const url = new URL(gatewayUrl);
    return url.protocol === "https:" && url.hostname === TEST_STAGE_HOST;
  } catch {
    return false;
  }
}
