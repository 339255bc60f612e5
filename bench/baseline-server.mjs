// The yardstick: an Express 5 app that sends a fixed page from memory, already compressed (the
// bytes our server sent, with the same Content-Encoding), with no per-request work at all. Our
// server is measured against it in the same run.
import { readFileSync } from "node:fs";
import express from "express";

const [file, port, encoding = "gzip"] = process.argv.slice(2);
const body = readFileSync(file);
const app = express();
app.disable("x-powered-by");
app.get("/", (_req, res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  if (encoding !== "identity") res.setHeader("content-encoding", encoding);
  res.end(body);
});
const server = app.listen(Number(port), "127.0.0.1", () => process.send?.({ type: "listening" }));
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => server.close(() => process.exit(0)));
