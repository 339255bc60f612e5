// The yardstick: an Express 5 app that sends a fixed page from memory, already gzipped, with no
// per-request work at all. Our server is measured against it in the same run.
import { readFileSync } from "node:fs";
import express from "express";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
const app = express();
app.disable("x-powered-by");
app.get("/", (_req, res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("content-encoding", "gzip");
  res.end(body);
});
const server = app.listen(Number(port), "127.0.0.1", () => process.send?.({ type: "listening" }));
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => server.close(() => process.exit(0)));
