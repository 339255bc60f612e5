// /api/* and /media/* to the upstream: only allow-listed paths and methods, checked on the decoded
// path (encoded "..", encoded slashes and absolute-form targets are refused), bodies bounded,
// no cookies forwarded. Nothing else ever reaches the upstream through here.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { SANDBOX_GATEWAY, type Config } from "./config.js";
import type { Logger } from "./logger.js";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.js";

interface Rule {
  methods: readonly string[];
  pattern: RegExp;
}

const WEBSITE_CALLS = [
  "getMenuList",
  "getPage",
  "getCharity",
  "getCharityActivity",
  "getCharityActivityList",
  "getCharityAlbum",
  "getPageList",
  "getFocusList",
  "getHistoryList",
  "getAlbumContent",
  "getArticle",
  "getBuddhismList",
  "getBuddhism",
  "getBuddhismLesson",
];

const SANDBOX_RULE: Rule = { methods: ["GET", "POST"], pattern: /^\/api\/payment-sandbox\/[A-Za-z0-9_-]+(\.[a-z]+)?$/ };

export const PROXY_RULES: readonly Rule[] = [
  { methods: ["GET", "HEAD"], pattern: /^\/api\/homepage\/(slider|articleList|sponsor)$/ },
  { methods: ["GET", "HEAD"], pattern: /^\/api\/homepage\/pageResource\/\d{1,6}\/\d{1,6}$/ },
  { methods: ["POST"], pattern: new RegExp(`^/api/website/(${WEBSITE_CALLS.join("|")})$`) },
  { methods: ["POST"], pattern: /^\/api\/homepage\/donate(\/atm)?$/ },
  // The built-in payment sandbox and the gateway's server-to-server result callback.
  // One segment; a dot for the sandbox's stylesheet (sandbox.css). ".." is refused above.
  // The built-in payment sandbox: only while it is the configured gateway (see createUpstreamProxy).
  SANDBOX_RULE,
  { methods: ["POST"], pattern: /^\/api\/payment\/ecpay\/return$/ },
  { methods: ["GET", "HEAD"], pattern: /^\/media\/[A-Za-z0-9._~\-/]+$/ },
];

export type ProxyVerdict = { ok: true } | { ok: false; status: 400 | 404 | 405 | 411 | 413; message: string };

/** Decides from the raw request target whether it may go upstream. Pure, so it is unit-tested directly. */
export function checkProxyRequest(
  method: string,
  rawUrl: string,
  contentLength: string | undefined,
  transferEncoding: string | undefined,
  bodyLimit: number,
  rules: readonly Rule[] = PROXY_RULES,
): ProxyVerdict {
  // Absolute-form ("GET http://host/ HTTP/1.1") and anything not starting with one slash is refused.
  if (!rawUrl.startsWith("/") || rawUrl.startsWith("//")) return { ok: false, status: 400, message: "錯誤的請求路徑" };
  const rawPath = rawUrl.split("?", 1)[0] ?? "";
  // Encoded slashes, backslashes and dots could change the path after our check; refuse them outright.
  if (/%2f|%5c|%2e|\\/i.test(rawPath)) return { ok: false, status: 400, message: "錯誤的請求路徑" };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, message: "錯誤的請求路徑" };
  }
  if (path.split("/").some((segment) => segment === ".." || segment === "."))
    return { ok: false, status: 400, message: "錯誤的請求路徑" };
  const rule = rules.find((r) => r.pattern.test(path));
  if (!rule) return { ok: false, status: 404, message: "找不到此 API" };
  if (!rule.methods.includes(method)) return { ok: false, status: 405, message: "不支援的請求方法" };
  if (method !== "POST") {
    // GET and HEAD carry no body; one that claims to would be streamed upstream unchecked.
    if (transferEncoding !== undefined || (contentLength !== undefined && contentLength !== "0"))
      return { ok: false, status: 400, message: "此請求不應帶有內容" };
  } else {
    // A known length lets us refuse an oversize body before a byte of it is read.
    if (transferEncoding !== undefined || contentLength === undefined)
      return { ok: false, status: 411, message: "請提供 Content-Length" };
    const length = Number(contentLength);
    if (!Number.isInteger(length) || length < 0) return { ok: false, status: 400, message: "錯誤的 Content-Length" };
    if (length > bodyLimit) return { ok: false, status: 413, message: "請求內容過大" };
  }
  return { ok: true };
}

export function createUpstreamProxy(config: Config, upstreamUrl: string, logger: Logger): RequestHandler {
  // With a real gateway configured, the sandbox (which can sign a "paid" result) is not reachable.
  const rules =
    config.paymentGatewayUrl === SANDBOX_GATEWAY ? PROXY_RULES : PROXY_RULES.filter((rule) => rule !== SANDBOX_RULE);
  const proxy = createProxyMiddleware<Request, Response>({
    target: upstreamUrl,
    changeOrigin: true,
    xfwd: true,
    // Only the upstream leg gets a deadline: `timeout` would set one on the visitor's keep-alive
    // socket, which outlives this response and cuts later requests and paused video downloads.
    proxyTimeout: config.upstreamTimeoutMs,
    on: {
      proxyRes: (proxyRes, req) => {
        // Our security headers stand: an upstream's own policy may not loosen them on our origin.
        // (The sandbox gateway page brings its own stricter policy for its form.)
        if (!req.url?.startsWith("/api/payment-sandbox/")) {
          delete proxyRes.headers["content-security-policy"];
          delete proxyRes.headers["x-content-type-options"];
          delete proxyRes.headers["x-frame-options"];
        }
      },
      proxyReq: (proxyReq, req) => {
        // Visitors are anonymous: nothing of theirs but the request itself goes upstream.
        proxyReq.removeHeader("cookie");
        proxyReq.removeHeader("authorization");
        // Ours, not the one the visitor sent (request-id.ts keeps that only from a trusted proxy).
        const id = requestIdOf(req);
        if (id === undefined) proxyReq.removeHeader(REQUEST_ID_HEADER);
        else proxyReq.setHeader(REQUEST_ID_HEADER, id);
      },
      error: (error, req, res) => {
        logger.warn({ err: error, url: req.url }, "proxy: upstream unavailable");
        if ("headersSent" in res && !res.headersSent) {
          res.writeHead(502, { "content-type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ message: "內容服務暫時無法使用，請稍後再試" }));
        } else {
          res.destroy();
        }
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const verdict = checkProxyRequest(
      req.method,
      req.originalUrl,
      req.headers["content-length"],
      req.headers["transfer-encoding"],
      config.bodyLimitBytes,
      rules,
    );
    if (!verdict.ok) {
      res.status(verdict.status).json({ message: verdict.message });
      return;
    }
    void proxy(req, res, next);
  };
}
