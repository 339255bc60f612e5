// Who sent a request: the peer, or the client a trusted proxy names in X-Forwarded-For. TRUST_PROXY is
// compiled once, as Express compiles its "trust proxy" setting, and the one function serves both the
// page path in front of Express and Express itself (app.ts gives it to Express as the setting).
import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "./trust-proxy.js";

export type TrustFunction = (address: string, hop: number) => boolean;

/** TRUST_PROXY as a function, by Express's rules: true trusts every hop, a number that many hops, a list those addresses. */
export function compileTrust(value: TrustProxy): TrustFunction {
  if (value === true) return () => true;
  if (typeof value === "number") return (_address, hop) => hop < value;
  return proxyAddr.compile(value === false ? [] : value);
}

export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(req, trust);
}
