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

test("PUBLIC_URL: an http(s) origin; defaults to localhost on the port", () => {
  expect(loadConfig({}).publicUrl).toBe("http://localhost:3000");
  expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  expect(loadConfig({ PUBLIC_URL: "https://www.example.org/" }).publicUrl).toBe("https://www.example.org");
  for (const bad of ["www.example.org", "ftp://example.org", "https://example.org/site", "https://example.org/?a=1"]) {
    expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
  }
});
