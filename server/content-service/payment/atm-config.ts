// ECPay ATM settings (docs/donations.md, "Bank transfer by ATM").
import { isHttpUrl, isSitePath } from "../config-urls.js";

export const ATM_INFO_PATH = "/api/payment/ecpay/atm-info";
export const ATM_REDIRECT_PATH = "/api/payment/ecpay/atm-redirect";

export interface AtmConfig {
  /** null = this service's own loopback address (the sandbox's default). */
  paymentInfoUrl: string | null;
  /** Absolute, or site-relative (the sandbox is reached on the web origin). */
  clientRedirectUrl: string;
  expireDays: number;
  /** A transfer's notice may come late. */
  expiryGraceMinutes: number;
}

export type ResolvedAtmConfig = Omit<AtmConfig, "paymentInfoUrl"> & { paymentInfoUrl: string };

export const DEFAULT_EXPIRE_DAYS = 3;
export const DEFAULT_GRACE_MINUTES = 60;

type Read = (name: string, fallback: string) => string;

/** `publicUrl`: PUBLIC_URL's validated origin, so both ECPay address sets agree. */
export function readAtmConfig(read: Read, problems: string[], publicUrl: string | null): AtmConfig {
  const info = read("PAYMENT_INFO_URL", publicUrl ? publicUrl + ATM_INFO_PATH : "");
  if (info !== "" && !isHttpUrl(info))
    problems.push(`PAYMENT_INFO_URL must be an absolute http(s) URL (got "${info}")`);
  const redirect = read("PAYMENT_CLIENT_REDIRECT_URL", publicUrl ? publicUrl + ATM_REDIRECT_PATH : ATM_REDIRECT_PATH);
  if (!isHttpUrl(redirect) && !isSitePath(redirect))
    problems.push(`PAYMENT_CLIENT_REDIRECT_URL must be an http(s) URL or a path starting with "/" (got "${redirect}")`);
  const expireDays = whole(read("ATM_EXPIRE_DAYS", String(DEFAULT_EXPIRE_DAYS)), 1, 60, "ATM_EXPIRE_DAYS", problems);
  const expiryGraceMinutes = whole(
    read("ATM_EXPIRY_GRACE_MINUTES", String(DEFAULT_GRACE_MINUTES)),
    0,
    10_080,
    "ATM_EXPIRY_GRACE_MINUTES",
    problems,
  );
  return { paymentInfoUrl: info || null, clientRedirectUrl: redirect, expireDays, expiryGraceMinutes };
}

export function resolveAtmConfig(atm: AtmConfig, fallbackOrigin: string): ResolvedAtmConfig {
  return { ...atm, paymentInfoUrl: atm.paymentInfoUrl ?? new URL(ATM_INFO_PATH, fallbackOrigin).href };
}

function whole(text: string, min: number, max: number, name: string, problems: string[]): number {
  const value = Number(text);
  if (!/^\d{1,6}$/.test(text) || value < min || value > max) {
    problems.push(`${name} must be a whole number ${min}-${max} (got "${text}")`);
    return min;
  }
  return value;
}
