import { randomInt } from "node:crypto";
import { compactStamp } from "./taipei-time.js";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** 1-20 letters and digits (ECPay's limit; ours are always 20). */
export function isMerchantTradeNo(value: string): boolean {
  return /^[A-Za-z0-9]{1,20}$/.test(value);
}

function randomTail(length: number, alphabet: string): string {
  let tail = "";
  for (let i = 0; i < length; i += 1) tail += alphabet[randomInt(alphabet.length)];
  return tail;
}

/** "D" + yyMMddHHmmss + 7 random characters = 20 characters. */
export function newMerchantTradeNo(now: Date = new Date()): string {
  return `D${compactStamp(now)}${randomTail(7, ALPHABET)}`;
}

export function newGatewayTradeNo(now: Date = new Date()): string {
  return `${compactStamp(now)}${randomTail(8, "0123456789")}`;
}
