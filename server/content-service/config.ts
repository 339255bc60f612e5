// Environment -> typed content-service configuration; fails fast with every problem listed.
import path from "node:path";
import { readAtmConfig, type AtmConfig } from "./payment/atm-config.js";
import { isTestGateway, usesPublicTestCredentials } from "./payment/public-test-keys.js";

export interface PaymentConfig {
  /** Where the payment form posts (the gateway's checkout address). */
  gatewayUrl: string;
  /** ECPay's server-to-server result callback (ReturnURL); null = this service's own loopback address. */
  returnUrl: string | null;
  merchantId: string;
  hashKey: string;
  hashIV: string;
}

export interface ContentConfig {
  host: string;
  port: number;
  dbFile: string;
  /** Folder holding the committed media files (the demo video). */
  mediaDir: string;
  logLevel: string;
  payment: PaymentConfig;
  /** ECPay ATM virtual accounts: callback addresses, validity, expiry (payment/atm-config.ts). */
  atm: AtmConfig;
}

/** The service's own callback path, appended to its loopback address when PAYMENT_RETURN_URL is unset. */
export const RETURN_PATH = "/api/payment/ecpay/return";
export const SANDBOX_CHECKOUT_PATH = "/api/payment-sandbox/checkout";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content-service configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

export function loadContentConfig(env: Env, cwd: string = process.cwd()): ContentConfig {
  const problems: string[] = [];
  const read = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value === undefined || value === "" ? fallback : value;
  };
  const check = (ok: boolean, message: string): void => {
    if (!ok) problems.push(message);
  };

  const host = read("CONTENT_HOST", "127.0.0.1");
  const portText = read("CONTENT_PORT", "4000");
  const port = Number(portText);
  check(/^\d{1,5}$/.test(portText) && port <= 65535, `CONTENT_PORT must be a port number 0-65535 (got "${portText}")`);

  const dbFile = path.resolve(cwd, read("CONTENT_DB", "data/content.db"));
  const logLevel = read("LOG_LEVEL", "info");
  check(LOG_LEVELS.includes(logLevel), `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}")`);

  const gatewayUrl = read("PAYMENT_GATEWAY_URL", SANDBOX_CHECKOUT_PATH);
  check(
    isHttpUrl(gatewayUrl) || /^\/(?!\/)/.test(gatewayUrl),
    `PAYMENT_GATEWAY_URL must be an http(s) URL or a path starting with "/" (got "${gatewayUrl}")`,
  );
  const returnText = read("PAYMENT_RETURN_URL", "");
  check(
    returnText === "" || isHttpUrl(returnText),
    `PAYMENT_RETURN_URL must be an absolute http(s) URL (got "${returnText}")`,
  );

  const merchantId = read("ECPAY_MERCHANT_ID", "3002607");
  check(/^[A-Za-z0-9]{1,10}$/.test(merchantId), "ECPAY_MERCHANT_ID must be 1-10 letters or digits");
  const hashKey = read("ECPAY_HASH_KEY", "pwFHCqoQZGmho4w6");
  check(/^[A-Za-z0-9]{8,64}$/.test(hashKey), "ECPAY_HASH_KEY must be 8-64 letters or digits");
  const hashIV = read("ECPAY_HASH_IV", "EkRm7iFT261dpevs");
  check(/^[A-Za-z0-9]{8,64}$/.test(hashIV), "ECPAY_HASH_IV must be 8-64 letters or digits");

  // Forgeable payments: with public keys, anyone could sign a "paid" callback for a real gateway's orders.
  const gatewayValid = isHttpUrl(gatewayUrl) || /^\/(?!\/)/.test(gatewayUrl);
  check(
    !gatewayValid || isTestGateway(gatewayUrl, SANDBOX_CHECKOUT_PATH) || !usesPublicTestCredentials(hashKey, hashIV),
    `ECPAY_HASH_KEY and ECPAY_HASH_IV are ECPay's public test values, but PAYMENT_GATEWAY_URL ("${gatewayUrl}") ` +
      "is neither ECPay's test stage nor the built-in sandbox: set the merchant's own key and IV",
  );

  const atm = readAtmConfig(read, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    host,
    port,
    dbFile,
    mediaDir: path.resolve(cwd, "server/content-service/media-files"),
    logLevel,
    payment: { gatewayUrl, returnUrl: returnText || null, merchantId, hashKey, hashIV },
    atm,
  };
}

/** The callback address on this service's own loopback interface, once the port is known. */
export function loopbackReturnUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const name = wildcard ? "127.0.0.1" : host;
  const hostPart = name.includes(":") ? `[${name}]` : name;
  return `http://${hostPart}:${port}${RETURN_PATH}`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
