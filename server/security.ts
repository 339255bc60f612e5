// Security headers (helmet) with a strict Content-Security-Policy carrying a fresh nonce per response.
import { randomBytes } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet, { type HelmetOptions } from "helmet";
import { gatewayOrigin, type Config } from "./config.js";

/** The nonce of this response, set by `assignNonce`. */
export function nonceOf(res: Response): string {
  const nonce: unknown = res.locals.nonce;
  if (typeof nonce !== "string") throw new Error("nonce middleware did not run");
  return nonce;
}

// Nonces are cut from a block of random bytes drawn 256 at a time: one call into the CSPRNG per
// 256 responses instead of one each. Each response's 16 bytes are its own, never reused.
const NONCE_BYTES = 16;
let entropy = Buffer.alloc(0);
let entropyUsed = 0;

/** A new nonce: 16 random bytes, base64. */
export function freshNonce(): string {
  if (entropyUsed + NONCE_BYTES > entropy.length) {
    entropy = randomBytes(NONCE_BYTES * 256);
    entropyUsed = 0;
  }
  const nonce = entropy.toString("base64", entropyUsed, entropyUsed + NONCE_BYTES);
  entropyUsed += NONCE_BYTES;
  return nonce;
}

export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = freshNonce();
  next();
}

/** The helmet configuration; the CSP's nonce sources come from `nonce`. */
export function helmetOptions(config: Config, nonce: (req: unknown, res: unknown) => string): HelmetOptions {
  const gateway = gatewayOrigin(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce],
        styleSrc: ["'self'", nonce],
        // React and swiper set positions through style attributes on server-rendered markup.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...config.mediaOrigins],
        mediaSrc: ["'self'", ...config.mediaOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [config.mapsFrameOrigin],
        // The payment window posts its form to the gateway (the window inherits this policy).
        formAction: ["'self'", ...(gateway ? [gateway] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // Cross-origin media from the CDN must still load.
    crossOriginEmbedderPolicy: false,
    // The payment window keeps its opener so our code can write the form into it.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  };
}

/** The headers helmet writes for these options, read from a response that is never sent. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let failure: unknown = null;
  helmet(options)(req, res, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure !== null) {
    const reason = failure instanceof Error ? failure.message : JSON.stringify(failure);
    throw new Error(`helmet rejected the security headers: ${reason}`);
  }
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** The security headers and the CSP for a response's nonce. */
export interface SecurityHeaders {
  /** Sets them on the response. */
  set(res: ServerResponse, nonce: string): void;
  /** Appends them to a list of name, value, name, value... (for one writeHead). */
  appendTo(headers: string[], nonce: string): void;
}

/**
 * Helmet's headers and the CSP, worked out once at start-up: helmet builds every header and the
 * whole policy string per response (about 20 closures and 3 KB of garbage), though only the nonce
 * changes. Per response, the policy is its fixed pieces joined by the nonce.
 */
export function createSecurityHeaders(config: Config): SecurityHeaders {
  // Random per process, so nothing in the configuration can contain it.
  const placeholder = `nonce-placeholder-${randomBytes(12).toString("hex")}`;
  const headers = helmetHeaders(helmetOptions(config, () => `'nonce-${placeholder}'`));
  const fixed = headers.filter(([name]) => name !== "content-security-policy");
  const fixedFlat = fixed.flat();
  const policy = headers.find(([name]) => name === "content-security-policy");
  if (!policy) throw new Error("helmet wrote no Content-Security-Policy");
  const policyPieces = policy[1].split(placeholder);
  return {
    set: (res, nonce) => {
      res.removeHeader("x-powered-by");
      for (const [name, value] of fixed) res.setHeader(name, value);
      res.setHeader("content-security-policy", policyPieces.join(nonce));
    },
    appendTo: (list, nonce) => {
      for (const entry of fixedFlat) list.push(entry);
      list.push("content-security-policy", policyPieces.join(nonce));
    },
  };
}

/** The security headers as middleware, after `assignNonce`. */
export function securityHeaders(headers: SecurityHeaders): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    headers.set(res, nonceOf(res));
    next();
  };
}
