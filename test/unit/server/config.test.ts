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

test("image settings have safe defaults and are range-checked", () => {
  expect(loadConfig({}).images).toEqual({
    siteMediaUrl: null,
    cacheDir: "data/image-cache",
    cacheMaxBytes: 1024 * 1024 * 1024,
    maxSourceBytes: 25 * 1024 * 1024,
    maxPixels: 50_000_000,
    timeoutMs: 15_000,
    concurrency: 1,
    queueLimit: 500,
    avif: true,
  });
  const set = loadConfig({
    SITE_MEDIA_URL: "https://static.example.com/site/",
    IMAGE_AVIF: "off",
    IMAGE_CONCURRENCY: "2",
  });
  expect(set.images).toMatchObject({ siteMediaUrl: "https://static.example.com/site", avif: false, concurrency: 2 });
  let message = "";
  try {
    loadConfig({
      SITE_MEDIA_URL: "https://user@static.example.com",
      IMAGE_AVIF: "maybe",
      IMAGE_CONCURRENCY: "0",
      IMAGE_SOURCE_MAX_MB: "1000",
      IMAGE_SOURCE_MAX_MEGAPIXELS: "x",
    });
  } catch (error) {
    message = error instanceof Error ? error.message : "";
  }
  for (const name of [
    "SITE_MEDIA_URL",
    "IMAGE_AVIF",
    "IMAGE_CONCURRENCY",
    "IMAGE_SOURCE_MAX_MB",
    "IMAGE_SOURCE_MAX_MEGAPIXELS",
  ])
    expect(message).toContain(`- ${name} must`);
});
