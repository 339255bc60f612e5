// Environment -> typed content-service configuration; fails fast with every problem listed.
import path from "node:path";
import { isHttpUrl, isSitePath } from "./config-urls.js";
import { readContentLimits, type ContentLimits } from "./content-files/content-limits.js";
import { readAtmConfig, type AtmConfig } from "./payment/atm-config.js";
import { isTestGateway, usesPublicTestCredentials } from "./payment/public-test-keys.js";
import { loadReconciliationConfig, type ReconciliationConfig } from "./payment/reconciliation-config.js";
import { readReceiptSettings, type ReceiptSettings } from "./receipts/receipt-settings.js";

export interface PaymentConfig {
  gatewayUrl: string;
  /** null = this service's own loopback address. */
  returnUrl: string | null;
  merchantId: string;
  hashKey: string;
  hashIV: string;
  /** null: the gateway's browser returns are site-relative paths. */
  publicUrl: string | null;
  /** null = the sandbox's own, on this service's loopback address. */
  queryUrl: string | null;
  monthlyGiving?: boolean;
}

/** A ConfigError when it cannot be known. */
export function periodActionUrl(env: Env, config: ContentConfig): string {
  const set = env.PAYMENT_PERIOD_ACTION_URL?.trim();
  if (set) {
    if (!isHttpUrl(set)) throw new ConfigError([`PAYMENT_PERIOD_ACTION_URL must be an http(s) URL (got "${set}")`]);
    return set;
  }
  const { gatewayUrl } = config.payment;
  if (gatewayUrl !== SANDBOX_CHECKOUT_PATH && isHttpUrl(gatewayUrl))
    return `${new URL(gatewayUrl).origin}/Cashier/CreditCardPeriodAction`;
  // The sandbox answers on the running service's own loopback port (CONTENT_PORT).
  if (config.port === 0)
    throw new ConfigError(["with the payment sandbox, set CONTENT_PORT to the running content service's port"]);
  return loopbackReturnUrl(config.host, config.port).replace(RETURN_PATH, SANDBOX_PERIOD_ACTION_PATH);
}

export interface ContentConfig {
  host: string;
  port: number;
  dbFile: string;
  mediaDir: string;
  contentDir: string;
  contentPollMs: number;
  contentLimits: ContentLimits;
  /** The public test keys: a demo database, which gets the demo sponsors. */
  demoPayment: boolean;
  logLevel: string;
  payment: PaymentConfig;
  /** null = kept for ever. */
  donationRetentionDays: number | null;
  reconciliation: ReconciliationConfig;
  atm: AtmConfig;
  receipts: ReceiptSettings;
}

export const RETURN_PATH = "/api/payment/ecpay/return";
export const SANDBOX_CHECKOUT_PATH = "/api/payment-sandbox/checkout";
export const RESULT_PATH = "/api/payment/ecpay/result";
export const PERIOD_RETURN_PATH = "/api/payment/ecpay/period-return";
export const SANDBOX_QUERY_PATH = "/api/payment-sandbox/query-trade-info";
export const SANDBOX_PERIOD_ACTION_PATH = "/api/payment-sandbox/credit-card-period-action";
const SANDBOX_PERIOD_QUERY_PATH = "/api/payment-sandbox/query-credit-card-period-info";

export function periodQueryUrl(payment: { gatewayUrl: string; queryUrl: string }): string {
  const path =
    payment.gatewayUrl === SANDBOX_CHECKOUT_PATH ? SANDBOX_PERIOD_QUERY_PATH : "/Cashier/QueryCreditCardPeriodInfo";
  return new URL(path, payment.queryUrl).href;
}

export const DEFAULT_RETENTION_DAYS = 3650;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** One line per problem (systemd's journal shows the first as the reason). */
export function configurationMessage(title: string, problems: readonly string[]): string {
  return problems.length === 1 ? `${title}: ${problems[0]}` : `${title}:\n  - ${problems.join("\n  - ")}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(configurationMessage("Invalid content-service configuration", problems));
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
    isHttpUrl(gatewayUrl) || isSitePath(gatewayUrl),
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
  const gatewayValid = isHttpUrl(gatewayUrl) || isSitePath(gatewayUrl);
  check(
    !gatewayValid || isTestGateway(gatewayUrl, SANDBOX_CHECKOUT_PATH) || !usesPublicTestCredentials(hashKey, hashIV),
    `ECPAY_HASH_KEY and ECPAY_HASH_IV are ECPay's public test values, but PAYMENT_GATEWAY_URL ("${gatewayUrl}") ` +
      "is neither ECPay's test stage nor the built-in sandbox: set the merchant's own key and IV",
  );

  // At least a year, so a typo cannot erase receipts still being issued (docs/donation-records.md).
  const retentionText = read("DONATION_RETENTION_DAYS", String(DEFAULT_RETENTION_DAYS));
  const retentionDays = Number(retentionText);
  const retentionOff = retentionText.toLowerCase() === "off";
  check(
    retentionOff || (/^\d{1,6}$/.test(retentionText) && retentionDays >= 365 && retentionDays <= 36_500),
    `DONATION_RETENTION_DAYS must be a whole number of days 365-36500, or "off" (got "${retentionText}")`,
  );
  // ECPay's servers reach only the public origin (docs/ecpay-stage.md): a loopback ReturnURL is for the sandbox alone.
  const publicUrl = publicOriginOf(read("PUBLIC_URL", ""), check);
  const sandbox = gatewayUrl === SANDBOX_CHECKOUT_PATH;
  check(
    !isHttpUrl(gatewayUrl) || returnText !== "" || publicUrl !== null,
    `PAYMENT_GATEWAY_URL ("${gatewayUrl}") is a real gateway: set PUBLIC_URL (or PAYMENT_RETURN_URL) so it can reach ReturnURL`,
  );
  const queryText = read("PAYMENT_QUERY_URL", "");
  check(
    queryText === "" || isHttpUrl(queryText),
    `PAYMENT_QUERY_URL must be an absolute http(s) URL (got "${queryText}")`,
  );
  const queryUrl = queryText || (!sandbox && isHttpUrl(gatewayUrl) ? ecpayQueryUrl(gatewayUrl) : null);
  // Monthly giving needs a contract: on by default only where none is involved (the sandbox, ECPay's test stage).
  const monthlyText = read("MONTHLY_GIVING", isTestGateway(gatewayUrl, SANDBOX_CHECKOUT_PATH) ? "on" : "off");
  check(monthlyText === "on" || monthlyText === "off", `MONTHLY_GIVING must be "on" or "off" (got "${monthlyText}")`);
  const reconciliation = loadReconciliationConfig(read, check);
  const atm = readAtmConfig(read, problems, publicUrl);
  const pollText = read("CONTENT_POLL_MS", "2000");
  check(/^\d{1,7}$/.test(pollText), `CONTENT_POLL_MS must be a whole number of milliseconds (got "${pollText}")`);
  const contentLimits = readContentLimits(read, check);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    host,
    port,
    dbFile,
    mediaDir: path.resolve(cwd, "server/content-service/media-files"),
    contentDir: path.resolve(cwd, read("CONTENT_DIR", "") || "server/content-service/demo-content"),
    contentPollMs: Number(pollText),
    contentLimits,
    demoPayment: usesPublicTestCredentials(hashKey, hashIV),
    logLevel,
    donationRetentionDays: retentionOff ? null : retentionDays,
    payment: {
      gatewayUrl,
      returnUrl: returnText || (publicUrl ? publicUrl + RETURN_PATH : null),
      merchantId,
      hashKey,
      hashIV,
      publicUrl,
      queryUrl,
      monthlyGiving: monthlyText === "on",
    },
    reconciliation,
    atm,
    receipts: readReceiptSettings(read),
  };
}

export function loopbackReturnUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const name = wildcard ? "127.0.0.1" : host;
  const hostPart = name.includes(":") ? `[${name}]` : name;
  return `http://${hostPart}:${port}${RETURN_PATH}`;
}

export function loopbackQueryUrl(host: string, port: number): string {
  return loopbackReturnUrl(host, port).replace(RETURN_PATH, SANDBOX_QUERY_PATH);
}

/** ECPay serves QueryTradeInfo/V5 on the checkout gateway's host. */
function ecpayQueryUrl(gatewayUrl: string): string {
  return `${new URL(gatewayUrl).origin}/Cashier/QueryTradeInfo/V5`;
}

/** As the web server reads it (an http(s) origin, no path). */
function publicOriginOf(raw: string, check: (ok: boolean, message: string) => void): string | null {
  if (raw === "") return null;
  const url = isHttpUrl(raw) ? new URL(raw) : null;
  const ok = url !== null && (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash && !url.username;
  check(ok, `PUBLIC_URL must be an http(s) origin such as https://www.example.org (got "${raw}")`);
  return ok && url ? url.origin : null;
}
