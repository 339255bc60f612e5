// /api/* and /media/* to the upstream: only allow-listed paths and methods, checked on the decoded
// path (encoded "..", encoded slashes and absolute-form targets are refused), bodies bounded.
// Each path passes back only the answer types it is for (proxy-answer.ts); headers cross through
// allow-lists (proxy-headers.ts). Nothing else ever reaches the upstream through here.
import type { Request, RequestHandler, Response } from "express";
import { SANDBOX_GATEWAY, type Config } from "./config.js";
import { forwardRequest } from "./forward-request.js";
import type { Logger } from "./logger.js";
import type { AnswerKind } from "./proxy-answer.js";
import { createUpstreamAgent } from "./upstream-agent.js";

interface Rule {
  methods: readonly string[];
  pattern: RegExp;
  /** The answers this path may carry back. */
  answers: AnswerKind;
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

const SANDBOX_RULE: Rule = {
  methods: ["GET", "POST"],
  pattern: /^\/api\/payment-sandbox\/[A-Za-z0-9_-]+(\.[a-z]+)?$/,
  answers: "sandbox",
};

export const PROXY_RULES: readonly Rule[] = [
  { methods: ["GET", "HEAD"], pattern: /^\/api\/homepage\/(slider|articleList|sponsor)$/, answers: "json" },
  { methods: ["GET", "HEAD"], pattern: /^\/api\/homepage\/pageResource\/\d{1,6}\/\d{1,6}$/, answers: "json" },
  { methods: ["POST"], pattern: new RegExp(`^/api/website/(${WEBSITE_CALLS.join("|")})$`), answers: "json" },
  { methods: ["POST"], pattern: /^\/api\/homepage\/donate(\/atm)?$/, answers: "donation" },
  // The built-in payment sandbox and the gateway's server-to-server result callback.
  // One segment; a dot for the sandbox's stylesheet (sandbox.css). ".." is refused above.
  // The built-in payment sandbox: only while it is the configured gateway (see createUpstreamProxy).
  SANDBOX_RULE,
  { methods: ["POST"], pattern: /^\/api\/payment\/ecpay\/return$/, answers: "gateway-callback" },
  { methods: ["GET", "HEAD"], pattern: /^\/media\/[A-Za-z0-9._~\-/]+$/, answers: "media" },
];

export type ProxyVerdict =
  { ok: true; answers: AnswerKind } | { ok: false; status: 400 | 404 | 405 | 411 | 413; message: string };

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
  return { ok: true, answers: rule.answers };
}

export function createUpstreamProxy(config: Config, upstreamUrl: string, logger: Logger): RequestHandler {
  // With a real gateway configured, the sandbox (which can sign a "paid" result) is not reachable.
  const rules =
    config.paymentGatewayUrl === SANDBOX_GATEWAY ? PROXY_RULES : PROXY_RULES.filter((rule) => rule !== SANDBOX_RULE);
  const forward = {
    target: new URL(upstreamUrl),
    agent: createUpstreamAgent(upstreamUrl, config.upstreamMaxSockets),
    timeoutMs: config.upstreamTimeoutMs,
    logger,
  };
  return (req: Request, res: Response) => {
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
    forwardRequest(req, res, verdict.answers, forward);
  };
}
