// Security headers (helmet), built once: no nonce except for a render that suspends, so a page can be
// stored by any cache (docs/decisions/003-csp-without-nonce.md).
import { randomBytes, randomUUID } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { gatewayOrigin, type Config } from "../config.js";

/** 122 random bits as 32 hex digits: randomUUID draws from Node's buffered pool, not a system call per render. */
export function freshNonce(): string {
  return randomUUID().replaceAll("-", "");
}

export function helmetOptions(config: Config, nonce: string | null = null): HelmetOptions {
  const gateway = gatewayOrigin(config);
  const nonceSource = nonce === null ? [] : [`'nonce-${nonce}'`];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Module scripts and their lazy chunks come from /assets; nothing else on this origin serves script.
        scriptSrc: ["'self'", ...nonceSource],
        styleSrc: ["'self'", ...nonceSource],
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

export interface SecurityHeaders {
  set(res: ServerResponse): void;
  streamedPolicy(nonce: string): string;
}

export const CSP_HEADER = "content-security-policy";

/** Helmet builds every header per response; here once, with the nonce cut in when needed. */
export function createSecurityHeaders(config: Config): SecurityHeaders {
  const headers = helmetHeaders(helmetOptions(config));
  // Random per process, so nothing in the configuration can contain it.
  const placeholder = `nonce-placeholder-${randomBytes(12).toString("hex")}`;
  const streamed = helmetHeaders(helmetOptions(config, placeholder)).find(([name]) => name === CSP_HEADER);
  if (!streamed || !headers.some(([name]) => name === CSP_HEADER))
    throw new Error("helmet wrote no Content-Security-Policy");
  const pieces = streamed[1].split(placeholder);
  return {
    set: (res) => {
      for (const [name, value] of headers) res.setHeader(name, value);
    },
    streamedPolicy: (nonce) => pieces.join(nonce),
  };
}
