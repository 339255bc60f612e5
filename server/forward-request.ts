// Streams one allow-listed request to the upstream over the pooled agent and its answer back, if the
// answer is one the path may carry (proxy-answer.ts). Headers cross only through the allow-lists in
// proxy-headers.ts. Hop-by-hop headers are never copied, so the visitor's connection stays alive.
import http from "node:http";
import https from "node:https";
import { pipeline } from "node:stream";
import type { Request, Response } from "express";
import type { Logger } from "./logger.js";
import { checkAnswer, type AnswerKind } from "./proxy-answer.js";
import { upstreamRequestHeaders, visitorAnswerHeaders } from "./proxy-headers.js";

export interface ForwardOptions {
  target: URL;
  agent: http.Agent;
  /** Deadline for the answer to start (including a wait for a pooled connection), and for each silence after. */
  timeoutMs: number;
  logger: Logger;
}

const UNAVAILABLE = "內容服務暫時無法使用，請稍後再試";
/** A refused answer this small is read to its end so its connection can be reused; a larger one is cut. */
const DRAIN_LIMIT = 16 * 1024;

export function forwardRequest(req: Request, res: Response, kind: AnswerKind, options: ForwardOptions): void {
  const { target, logger } = options;
  const url = req.originalUrl;
  const transport = target.protocol === "https:" ? https : http;
  const upstreamReq = transport.request({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    // UPSTREAM_URL may carry a base path ("http://host/content"): calls go under it, as fetchJson's do.
    path: target.pathname.replace(/\/+$/, "") + url,
    headers: upstreamRequestHeaders(req, target.host),
    agent: options.agent,
  });

  const sendOwn = (status: number, message: string) => {
    if (res.headersSent) return void res.destroy();
    res.status(status).json({ message });
  };
  // Until the answer starts: covers the wait for a pooled connection, which no socket timer sees.
  const deadline = setTimeout(
    () => upstreamReq.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  // After that, a silent upstream connection is given up, so it cannot hold a pool slot forever.
  upstreamReq.setTimeout(options.timeoutMs, () =>
    upstreamReq.destroy(new Error(`upstream silent for ${options.timeoutMs} ms`)),
  );
  upstreamReq.on("error", (error) => {
    clearTimeout(deadline);
    // The visitor left first: nothing to answer, nothing worth a warning.
    if (res.destroyed) return;
    logger.warn({ err: error, url }, "proxy: upstream unavailable");
    sendOwn(502, UNAVAILABLE);
  });
  // A visitor who leaves mid-answer releases the upstream connection too.
  res.on("close", () => {
    clearTimeout(deadline);
    if (!res.writableFinished) upstreamReq.destroy();
  });

  upstreamReq.on("response", (answer) => {
    clearTimeout(deadline);
    const status = answer.statusCode ?? 502;
    const verdict = checkAnswer(kind, status, answer.headers["content-type"], answer.headers.location);
    if (!verdict.pass) {
      if (!verdict.expected)
        logger.warn(
          {
            url,
            status,
            contentType: answer.headers["content-type"] ?? null,
            location: answer.headers.location ?? null,
          },
          "proxy: upstream answer refused (not a type this path may carry)",
        );
      if (Number(answer.headers["content-length"]) <= DRAIN_LIMIT) answer.resume();
      else answer.destroy();
      sendOwn(verdict.status, verdict.message);
      return;
    }
    res.status(status);
    // setHeader, not res.set: Express would add a charset to the upstream's Content-Type.
    for (const [name, value] of Object.entries(visitorAnswerHeaders(kind, answer.headers))) res.setHeader(name, value);
    pipeline(answer, res, (error) => {
      // Cut mid-answer (visitor gone, upstream reset or silent): the response is already under way.
      if (error && !res.destroyed) res.destroy();
    });
  });

  if (req.method === "POST") {
    // Length and size were checked before (checkProxyRequest); the body streams through untouched.
    req.pipe(upstreamReq);
    req.on("error", () => upstreamReq.destroy());
  } else {
    upstreamReq.end();
  }
}
