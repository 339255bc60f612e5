// GET /healthz: for an operator's checks (the web server's probe waits for this process's heartbeats:
// liveness-heartbeat.ts). It answers only while the event loop runs and the database can be read. Outside
// /api, so the proxy never passes it on.
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
