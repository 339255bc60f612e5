// /api/* and /media/* to the upstream: allow-listed paths, methods, answer types and headers only,
// checked on the decoded path (docs/security.md).
import type { ClientRequest } from "node:http";
import { Socket } from "node:net";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { SANDBOX_GATEWAY, type Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import { notFoundMessage } from "../http/not-found.js";
import { sendStatusPage } from "../http/status-page.js";
import { passAnswer } from "./pass-answer.js";
import { mediaTypeOf, type AnswerKind } from "./allowed-answers.js";
import { upstreamRequestHeaders } from "./header-allow-lists.js";
import { createUpstreamAgent } from "./upstream-agent.js";

interface Rule {
  methods: readonly string[];
  pattern: RegExp;
  answers: AnswerKind;
  /** POST bodies only of these media types (else 415), and no larger than this (below BODY_LIMIT_BYTES). */
  body?: { types: readonly string[]; maxBytes: number };
  label?: string;
}

/** ECPay's posts (server-to-server and the browser's): form-encoded, a few hundred bytes. */
const GATEWAY_POST = { types: ["application/x-www-form-urlencoded"], maxBytes: 8192 } as const;

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
  label: "/api/payment-sandbox/*",
};

/** Answered by donation-api.ts with these checks, never proxied: the payment page is ours to write. */
export const DONATION_RULE: Rule = {
  methods: ["POST"],
  pattern: /^\/api\/homepage\/donate(\/atm)?$/,
  answers: "json",
};

export const PROXY_RULES: readonly Rule[] = [
  // Not the sponsor list: its names are masked by our own handler (sponsor-api.ts), never passed as sent.
  { methods: ["GET", "HEAD"], pattern: /^\/api\/homepage\/(slider|articleList)$/, answers: "json" },
  {
    methods: ["GET", "HEAD"],
    pattern: /^\/api\/homepage\/pageResource\/\d{1,6}\/\d{1,6}$/,
    answers: "json",
    label: "/api/homepage/pageResource/:section/:id",
  },
  { methods: ["POST"], pattern: new RegExp(`^/api/website/(${WEBSITE_CALLS.join("|")})$`), answers: "json" },
  // The built-in payment sandbox: only while it is the configured gateway (see createUpstreamProxy).
  SANDBOX_RULE,
  // ECPay's result posts on the public origin (ReturnURL server to server, OrderResultURL from the browser).
  { methods: ["POST"], pattern: /^\/api\/payment\/ecpay\/return$/, answers: "gateway-callback", body: GATEWAY_POST },
  {
    methods: ["POST"],
    pattern: /^\/api\/payment\/ecpay\/period-return$/,
    answers: "gateway-callback",
    body: GATEWAY_POST,
  },
  { methods: ["POST"], pattern: /^\/api\/payment\/ecpay\/result$/, answers: "gateway-result", body: GATEWAY_POST },
  // ECPay ATM: the issued virtual account (server to server) and the donor's browser coming back.
  { methods: ["POST"], pattern: /^\/api\/payment\/ecpay\/atm-info$/, answers: "gateway-callback", body: GATEWAY_POST },
  {
    methods: ["POST"],
    pattern: /^\/api\/payment\/ecpay\/atm-redirect$/,
    answers: "gateway-redirect",
    body: GATEWAY_POST,
  },
  { methods: ["GET", "HEAD"], pattern: /^\/media\/[A-Za-z0-9._~\-/]+$/, answers: "media", label: "/media/*" },
];

export type ProxyVerdict =
  { ok: true; answers: AnswerKind } | { ok: false; status: 400 | 404 | 405 | 411 | 413 | 415; message: string };

export function checkProxyRequest(
  method: string,
  rawUrl: string,
  contentLength: string | undefined,
  transferEncoding: string | undefined,
  bodyLimit: number,
  rules: readonly Rule[] = PROXY_RULES,
  contentType?: string,
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
  if (!rule) return { ok: false, status: 404, message: notFoundMessage("api") };
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
    if (length > Math.min(bodyLimit, rule.body?.maxBytes ?? bodyLimit))
      return { ok: false, status: 413, message: "請求內容過大" };
    if (rule.body && !rule.body.types.includes(mediaTypeOf(contentType)))
      return { ok: false, status: 415, message: "不支援的內容類型" };
  }
  return { ok: true, answers: rule.answers };
}

export function checkRequest(req: Request, bodyLimit: number, rules: readonly Rule[] = PROXY_RULES): ProxyVerdict {
  const headers = req.headers;
  return checkProxyRequest(
    req.method,
    req.originalUrl,
    headers["content-length"],
    headers["transfer-encoding"],
    bodyLimit,
    rules,
    headers["content-type"],
  );
}

interface InFlight {
  answers: AnswerKind;
  deadline?: NodeJS.Timeout;
  upstreamReq?: ClientRequest;
}

const UNAVAILABLE = "內容服務暫時無法使用，請稍後再試";

export function createUpstreamProxy(config: Config, upstreamUrl: string, logger: Logger): RequestHandler {
  // With a real gateway configured, the sandbox (which can sign a "paid" result) is not reachable.
  const rules =
    config.paymentGatewayUrl === SANDBOX_GATEWAY ? PROXY_RULES : PROXY_RULES.filter((rule) => rule !== SANDBOX_RULE);
  const upstreamHost = new URL(upstreamUrl).host;
  const inFlight = new WeakMap<Request, InFlight>();
  const answerOwn = (res: Response, status: number, message: string) => sendStatusPage(res.req, res, status, message);
  const proxy = createProxyMiddleware<Request, Response>({
    target: upstreamUrl,
    changeOrigin: true,
    xfwd: false,
    // Without an agent http-proxy sends "Connection: close" upstream and copies it back to the visitor.
    agent: createUpstreamAgent(upstreamUrl, config.upstreamMaxSockets),
    // Only the upstream leg gets an idle deadline: `timeout` would set one on the visitor's keep-alive
    // socket, which outlives this response and cuts later requests and paused video downloads.
    proxyTimeout: config.upstreamTimeoutMs,
    selfHandleResponse: true,
    on: {
      // Emitted once the request has a pooled connection, which may be after its deadline passed.
      proxyReq: (upstreamReq, req, res) => {
        const state = inFlight.get(req);
        if (!state || res.headersSent || res.destroyed) return void upstreamReq.destroy();
        state.upstreamReq = upstreamReq;
        // A visitor who leaves before the answer is complete releases the upstream connection.
        res.on("close", () => {
          if (!res.writableFinished) upstreamReq.destroy();
        });
      },
      proxyRes: (answer, req, res) => {
        const state = inFlight.get(req);
        if (!state) return void answer.destroy();
        clearTimeout(state.deadline);
        passAnswer(state.answers, answer, res, logger);
      },
      error: (error, req, res) => {
        // A raw socket: an upgrade, which no rule allows.
        if (res instanceof Socket) return void res.destroy();
        // Already answered (deadline) or left: this is the abandoned upstream leg ending.
        if (res.writableEnded || res.destroyed) return;
        // The upstream down or slow: expected, one short line (its stack would only show http-proxy).
        logger.warn({ url: req.originalUrl, reason: error.message }, "proxy: upstream unavailable");
        answerOwn(res, 502, UNAVAILABLE);
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const verdict = checkRequest(req, config.bodyLimitBytes, rules);
    if (!verdict.ok) {
      sendStatusPage(req, res, verdict.status, verdict.message);
      return;
    }
    const state: InFlight = { answers: verdict.answers };
    inFlight.set(req, state);
    // Not in on.proxyReq: a request queued for a pooled connection has written its headers by then.
    req.headers = upstreamRequestHeaders(req, upstreamHost);
    // Covers the wait for a pooled connection, which no socket timer sees; starts once the body is in
    // (a slow body is the body guard's 408, not this 502).
    const startDeadline = (): void => {
      state.deadline = setTimeout(() => {
        if (res.headersSent || res.destroyed) return;
        logger.warn({ url: req.originalUrl, ms: config.upstreamTimeoutMs }, "proxy: no upstream answer in time");
        state.upstreamReq?.destroy();
        answerOwn(res, 502, UNAVAILABLE);
      }, config.upstreamTimeoutMs);
    };
    if (req.complete || req.method !== "POST") startDeadline();
    else req.once("end", startDeadline);
    res.once("close", () => clearTimeout(state.deadline));
    void proxy(req, res, next);
  };
}
