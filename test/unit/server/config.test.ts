import { expect, test } from "vitest";
import { gatewayOrigin, loadConfig } from "../../../server/config.js";

test("defaults match the documented configuration", () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: "0.0.0.0",
    upstreamUrl: null,
    upstreamTimeoutMs: 5000,
    logLevel: "info",
    paymentGatewayUrl: "/api/payment-sandbox/checkout",
  });
  expect(gatewayOrigin(config)).toBeNull();
});

test("a gateway on another host goes into form-action by origin", () => {
  expect(
    gatewayOrigin(loadConfig({ PAYMENT_GATEWAY_URL: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5" })),
  ).toBe("https://payment-stage.ecpay.com.tw");
});

test("every bad value is listed at once", () => {
  let message = "";
  try {
    loadConfig({ PORT: "abc", UPSTREAM_URL: "ftp://x", UPSTREAM_TIMEOUT_MS: "-1", LOG_LEVEL: "loud" });
  } catch (error) {
    message = error instanceof Error ? error.message : "";
  }
  expect(message).toMatch(/^Invalid configuration:/);
  for (const name of ["PORT", "UPSTREAM_URL", "UPSTREAM_TIMEOUT_MS", "LOG_LEVEL"])
    expect(message).toContain(`- ${name} must be`);
});

test("request deadlines and the pending-body bounds: documented defaults, overridable, validated", () => {
  expect(loadConfig({})).toMatchObject({
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 10_000,
    maxPendingBodies: 128,
    maxPendingBodiesPerClient: 8,
  });
  expect(
    loadConfig({
      HEADERS_TIMEOUT_MS: "5000",
      BODY_TIMEOUT_MS: "15000",
      MAX_PENDING_BODIES: "32",
      MAX_PENDING_BODIES_PER_CLIENT: "2",
    }),
  ).toMatchObject({
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 15_000,
    maxPendingBodies: 32,
    maxPendingBodiesPerClient: 2,
  });
  expect(() => loadConfig({ BODY_TIMEOUT_MS: "0", MAX_PENDING_BODIES: "none" })).toThrow(
    /BODY_TIMEOUT_MS must be[\s\S]*MAX_PENDING_BODIES must be/,
  );
});
