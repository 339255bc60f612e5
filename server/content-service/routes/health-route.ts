// GET /healthz, for operators: answers only while the loop runs and the database reads; outside /api, so never proxied.
import type { RequestHandler } from "express";
import type { ContentDb } from "../db/content-db.js";

export function healthRoute(db: ContentDb): RequestHandler {
  const read = db.prepare<[], number>("SELECT count(*) FROM schema_migrations").pluck();
  return (_req, res) => {
    res.setHeader("cache-control", "no-store");
    try {
      read.get();
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "database unreadable" });
    }
  };
}
