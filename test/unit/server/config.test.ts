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

test("metrics are off unless METRICS_PORT is set, and listen on loopback by default", () => {
  expect(loadConfig({})).toMatchObject({ metricsPort: null, metricsHost: "127.0.0.1" });
  expect(loadConfig({ METRICS_PORT: "9464" })).toMatchObject({ metricsPort: 9464, metricsHost: "127.0.0.1" });
  expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metricsHost).toBe("10.0.0.5");
});

test("METRICS_PORT must be a port and must not be the public one", () => {
  expect(() => loadConfig({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT must be an integer between 1 and 65535/);
  expect(() => loadConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT must be/);
  expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must differ from PORT/);
});
