// Pages take GET and HEAD, and POST (the no-JavaScript donation form) with a bounded body.
import type { NextFunction, Request, Response } from "express";

export function pageMethods(bodyLimit: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method !== "POST") {
      res.status(405).setHeader("allow", "GET, HEAD, POST");
      res.type("text/plain; charset=utf-8").send("不支援的請求方法");
      return;
    }
    const length = Number(req.headers["content-length"]);
    if (req.headers["transfer-encoding"] !== undefined || !Number.isInteger(length)) {
      res.status(411).type("text/plain; charset=utf-8").send("請提供 Content-Length");
      return;
    }
    if (length > bodyLimit) {
      res.status(413).type("text/plain; charset=utf-8").send("請求內容過大");
      return;
    }
    next();
  };
}
