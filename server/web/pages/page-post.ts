// What a page accepts besides GET and HEAD: a POST to a route with an action (the no-JavaScript
// donation form), as a form (urlencoded or multipart), with a bounded Content-Length. The body is
// read here, completely, before any loader or action runs (body-guard.ts bounds how long that may
// take), and handed to the route as a buffer. Everything else is refused with its own 4xx:
// an unknown page 404, a page without a form 405, another content type 415, a form that does not
// parse 400.
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject } from "react-router";
import type { Logger } from "../observability/logger.js";
import { sendStatusPage, STATUS_MESSAGES } from "../http/status-page.js";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The body page-post.ts read for this request (POSTs to a page with an action), if any. */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return bodies.get(req);
}

type Lazy = RouteObject["lazy"];

async function routeHasAction(route: RouteObject): Promise<boolean> {
  if (route.action) return true;
  const lazy: Lazy = route.lazy;
  if (typeof lazy === "function") return Boolean((await lazy()).action);
  return typeof lazy === "object" && lazy !== null && "action" in lazy;
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
  routes,
  bodyLimit,
  logger,
}: {
  routes: RouteObject[];
  bodyLimit: number;
  logger: Logger;
}): RequestHandler {
  const hasAction = new WeakMap<RouteObject, Promise<boolean>>();
  const actionOf = (route: RouteObject): Promise<boolean> => {
    let known = hasAction.get(route);
    if (!known) {
      known = routeHasAction(route);
      hasAction.set(route, known);
    }
    return known;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const refuse = (status: number, message: string, headers?: Record<string, string>): void => {
      logger.info({ method: req.method, url: req.originalUrl, status }, "page request refused");
      sendStatusPage(req, res, status, message, headers);
    };
    try {
      const leaf = matchRoutes(routes, req.path)?.at(-1)?.route;
      // No route, or only the catch-all "not found" page.
      if (!leaf || leaf.path === "*") return refuse(404, STATUS_MESSAGES.notFound);
      const takesPost = await actionOf(leaf);
      if (req.method !== "POST" || !takesPost)
        return refuse(405, STATUS_MESSAGES.methodNotAllowed, { allow: takesPost ? "GET, HEAD, POST" : "GET, HEAD" });
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
