// Bodies still arriving are bounded in number (overall, per address) and time: a slow-body attacker
// holds a few slots for a few seconds; other visitors' pages never wait for a body.
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../observability/logger.js";
import { throttledLog } from "../observability/log-throttle.js";
import { sendStatusPage, STATUS_MESSAGES } from "./status-page.js";

export interface BodyGuardOptions {
  maxPending: number;
  maxPendingPerClient: number;
  timeoutMs: number;
  logger: Logger;
}

export interface BodyGuard {
  (req: Request, res: Response, next: NextFunction): void;
  readonly pending: number;
}

const LINGER_MS = 1000;

export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** Else Node reads and discards the rest of the body to reuse the connection, at the client's pace. */
function closeIfBodyUnread(req: Request, res: Response): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) this.setHeader("connection", "close");
    return (writeHead as (...a: unknown[]) => Response)(...args);
  } as Response["writeHead"];
}

/** After the answer is out, the connection is closed even if the client keeps sending. */
function hangUpAfter(req: Request, res: Response): void {
  res.once("finish", () => {
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  });
}

export function bodyGuard({ maxPending, maxPendingPerClient, timeoutMs, logger }: BodyGuardOptions): BodyGuard {
  let pending = 0;
  const perClient = new Map<string, number>();
  const logRefused = throttledLog(logger, "too many request bodies in progress: refused with 503");
  const logTimedOut = throttledLog(logger, "request body not received in time: 408");

  const guard = (req: Request, res: Response, next: NextFunction): void => {
    if (!hasBody(req) || req.complete) return next();
    closeIfBodyUnread(req, res);
    const client = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const clientPending = perClient.get(client) ?? 0;
    if (pending >= maxPending || clientPending >= maxPendingPerClient) {
      logRefused({ method: req.method, url: req.originalUrl, client, pending, clientPending });
      hangUpAfter(req, res);
      sendStatusPage(req, res, 503, STATUS_MESSAGES.busy, { "retry-after": "5" });
      return;
    }
    pending++;
    perClient.set(client, clientPending + 1);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      pending--;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    };
    const timer = setTimeout(() => {
      release();
      if (req.complete) return;
      logTimedOut({ method: req.method, url: req.originalUrl, client, timeoutMs });
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      hangUpAfter(req, res);
      sendStatusPage(req, res, 408, STATUS_MESSAGES.bodyTimeout);
    }, timeoutMs);
    req.once("end", release);
    res.once("close", release);
    next();
  };
  return Object.defineProperty(guard, "pending", { get: () => pending }) as BodyGuard;
}
