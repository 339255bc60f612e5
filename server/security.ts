// Security headers (helmet) with a strict Content-Security-Policy carrying a fresh nonce per response.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { gatewayOrigin, type Config } from "./config.js";

/** The nonce of this response, set by `assignNonce`. */
export function nonceOf(res: Response): string {
  const nonce: unknown = res.locals.nonce;
  if (typeof nonce !== "string") throw new Error("nonce middleware did not run");
  return nonce;
}

export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
}

export function securityHeaders(config: Config): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${nonceOf(res as Response)}'`;
  const gateway = gatewayOrigin(config);
  return helmet({
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
  });
}
