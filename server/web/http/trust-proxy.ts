// TRUST_PROXY -> Express's "trust proxy", validated at start-up: Express finds a bad address only
// when the first request arrives.
import { isIP } from "node:net";

export type TrustProxy = boolean | number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 20;

export type TrustProxyResult = { ok: true; value: TrustProxy } | { ok: false; problem: string };

export function parseTrustProxy(raw: string | undefined): TrustProxyResult {
  const text = raw?.trim() ?? "";
  // Directly reachable is the safe assumption: a peer we trust could otherwise be anyone.
  if (text === "" || text.toLowerCase() === "false") return { ok: true, value: false };
  if (text.toLowerCase() === "true") return { ok: true, value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS)
      return { ok: false, problem: `TRUST_PROXY hop count must be 0 to ${MAX_HOPS} (got "${text}")` };
    return { ok: true, value: hops === 0 ? false : hops };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isTrustEntry(entry));
  if (bad.length > 0) {
    return {
      ok: false,
      problem:
        `TRUST_PROXY must be false, true, a hop count, or comma-separated addresses, subnets (a.b.c.d/n) ` +
        `or loopback, linklocal, uniquelocal (bad: ${bad.map((b) => `"${b}"`).join(", ")})`,
    };
  }
  return { ok: true, value: entries.map((entry) => entry.toLowerCase()) };
}

function isTrustEntry(entry: string): boolean {
  if (NAMES.has(entry.toLowerCase())) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
