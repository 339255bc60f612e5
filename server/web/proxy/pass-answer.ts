// A proxied answer passed on only if its path may carry its type, with allow-listed headers only.
import { sendStatusPage } from "../http/status-page.js";
import type { IncomingMessage } from "node:http";
import { pipeline } from "node:stream";
import type { Response } from "express";
import type { Logger } from "../observability/logger.js";
import { checkAnswer, type AnswerKind } from "./allowed-answers.js";
import { visitorAnswerHeaders } from "./header-allow-lists.js";

/** A refused answer this small is read to its end so its pooled connection can be reused; a larger one is cut. */
const DRAIN_LIMIT = 16 * 1024;

export function passAnswer(kind: AnswerKind, answer: IncomingMessage, res: Response, logger: Logger): void {
  // The visitor already has an answer (the deadline passed) or has left: drop this one.
  if (res.headersSent || res.destroyed) return void answer.destroy();
  const status = answer.statusCode ?? 502;
  const verdict = checkAnswer(kind, status, answer.headers["content-type"], answer.headers.location);
  if (!verdict.pass) {
    if (!verdict.expected)
      logger.warn(
        {
          url: res.req.originalUrl,
          status,
          contentType: answer.headers["content-type"] ?? null,
          location: answer.headers.location ?? null,
        },
        "proxy: upstream answer refused (not a type this path may carry)",
      );
    if (Number(answer.headers["content-length"]) <= DRAIN_LIMIT) answer.resume();
    else answer.destroy();
    return sendStatusPage(res.req, res, verdict.status, verdict.message);
  }
  res.status(status);
  // setHeader, not res.set: Express would add a charset to the upstream's Content-Type.
  for (const [name, value] of Object.entries(visitorAnswerHeaders(kind, answer.headers))) res.setHeader(name, value);
  // pipeline() adds its own end-of-stream listeners to the response beside the one each middleware added
  // (request log, metrics, shutdown, body guard, proxy deadline): a fixed number per response, not a leak.
  res.setMaxListeners(20);
  pipeline(answer, res, (error) => {
    // Cut mid-answer (visitor gone, upstream reset or silent): the response is already under way.
    if (error && !res.destroyed) res.destroy();
  });
}
