// The last two middlewares: unknown routes get a JSON 404, every error a JSON status and Chinese message.
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { HttpError, MESSAGES } from "./http-error.js";

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.routeNotFound });
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message });
      return;
    }
    const parserStatus = bodyParserStatus(error);
    if (parserStatus) {
      res.status(parserStatus.status).json({ message: parserStatus.message });
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, "request failed");
    res.status(500).json({ message: MESSAGES.server });
  };
}

/** A body-parser error without a `type` is a body that could not be read (one that does not decompress). */
function bodyParserStatus(error: unknown): { status: number; message: string } | null {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  const { status } = error;
  const type = "type" in error ? error.type : undefined;
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  switch (type) {
    case "entity.parse.failed":
      return { status: 400, message: MESSAGES.badJson };
    case "entity.too.large":
      return { status: 413, message: MESSAGES.tooLarge };
    case "charset.unsupported":
    case "encoding.unsupported":
      return { status: 415, message: MESSAGES.badEncoding };
    default:
      return { status: 400, message: MESSAGES.unreadable };
  }
}
