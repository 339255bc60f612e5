// ECPay CheckMacValue (SHA256): sort keys case-insensitively, wrap in HashKey/HashIV, URL-encode the
// .NET way, lowercase, hash, uppercase. Verification compares in constant time.
import { createHash, timingSafeEqual } from "node:crypto";

export type FormFields = Record<string, string>;

export interface MacKeys {
  hashKey: string;
  hashIV: string;
}

/** .NET HttpUtility.UrlEncode as ECPay applies it: space is "+", and only - _ . ! * ( ) stay unencoded. */
export function dotNetUrlEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, "+").replace(/~/g, "%7E").replace(/'/g, "%27");
}

export function checkMacValue(fields: FormFields, keys: MacKeys): string {
  const pairs = Object.keys(fields)
    .filter((key) => key !== "CheckMacValue")
    .sort(compareKeys)
    .map((key) => `${key}=${fields[key] ?? ""}`);
  const raw = [`HashKey=${keys.hashKey}`, ...pairs, `HashIV=${keys.hashIV}`].join("&");
  return createHash("sha256").update(dotNetUrlEncode(raw).toLowerCase()).digest("hex").toUpperCase();
}

export function verifyCheckMacValue(fields: FormFields, keys: MacKeys): boolean {
  const received = fields.CheckMacValue;
  if (typeof received !== "string") return false;
  const expected = Buffer.from(checkMacValue(fields, keys), "utf8");
  const given = Buffer.from(received.toUpperCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function withCheckMacValue(fields: FormFields, keys: MacKeys): FormFields {
  return { ...fields, CheckMacValue: checkMacValue(fields, keys) };
}

function compareKeys(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
