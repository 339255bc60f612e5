// What a page accepts besides GET and HEAD: a form POST to a route whose table entry takes one, with a
// bounded Content-Length, read whole here before any route code runs (body-guard.ts bounds the time).
// Everything else is refused with its own 4xx (404, 405, 411, 413, 415, 400).
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "../observability/logger.js";
import { sendNotFound } from "../http/not-found.js";
import { sendStatusPage, STATUS_MESSAGES } from "../http/status-page.js";
import type { Sorter } from "../routing/sort-request.js";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const bodies = new WeakMap<IncomingMessage, Buffer>();

export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return bodies.get(req);
}

function readBody(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => resolve(Buffer.concat(chunks, size)));
    // Aborted by the client, or cut by the body guard's deadline (which has answered already).
    req.once("close", () => resolve(req.complete && size <= limit ? Buffer.concat(chunks, size) : null));
  });
}

async function formParses(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

export function pageRequests({
  sorter,
  bodyLimit,
  logger,
}: {
  sorter: Sorter;
  bodyLimit: number;
  logger: Logger;
}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const logRefusal = (status: number): void =>
      logger.info({ method: req.method, url: req.originalUrl, status }, "page request refused");
    const refuse = (status: number, message: string, headers?: Record<string, string>): void => {
      logRefusal(status);
      sendStatusPage(req, res, status, message, headers);
    };
    const notFound = (): void => {
      logRefusal(404);
      sendNotFound(req, res, "page");
    };
    try {
      const sorted = sorter.of(req);
      if (sorted.kind === "page-refused")
        return sorted.status === 404
          ? notFound()
          : refuse(405, STATUS_MESSAGES.methodNotAllowed, { allow: sorted.allow ?? "GET, HEAD" });
      if (sorted.kind !== "form-post") return notFound();
      const contentType = req.headers["content-type"] ?? "";
      const mediaType = contentType.split(";", 1)[0]?.trim().toLowerCase() ?? "";
      const encoding = req.headers["content-encoding"]?.trim().toLowerCase();
      // Browsers never compress what a form sends.
      if (!FORM_TYPES.has(mediaType) || (encoding !== undefined && encoding !== "identity"))
        return refuse(415, STATUS_MESSAGES.unsupportedType);
      const length = Number(req.headers["content-length"]);
      if (req.headers["transfer-encoding"] !== undefined || req.headers["content-length"] === undefined)
        return refuse(411, STATUS_MESSAGES.lengthRequired);
      if (!Number.isInteger(length) || length < 0) return refuse(400, STATUS_MESSAGES.unreadableForm);
      if (length > bodyLimit) return refuse(413, STATUS_MESSAGES.tooLarge);
      const body = await readBody(req, bodyLimit);
      if (body === null || res.headersSent) return; // the client left, or the deadline answered
      if (mediaType === "multipart/form-data" && !(await formParses(body, contentType)))
        return refuse(400, STATUS_MESSAGES.unreadableForm);
      bodies.set(req, body);
      next();
    } catch (error) {
      next(error);
    }
  };
}
