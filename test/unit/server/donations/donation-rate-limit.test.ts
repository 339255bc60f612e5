import type { IncomingMessage } from "node:http";
import express from "express";
import request from "supertest";
import { beforeEach, expect, test } from "vitest";
import { loadConfig } from "../../../../server/web/config.js";
import { donationRateLimit } from "../../../../server/web/donations/donation-rate-limit.js";
import { createLogger } from "../../../../server/web/observability/logger.js";
import type { Sorted, Sorter } from "../../../../server/web/routing/sort-request.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});
beforeEach(() => {
  lines.length = 0;
});

/** The sorting the limit reads, by path: the limit itself never looks at how a path is spelled. */
const sorter: Sorter = {
  of: (req: IncomingMessage) => sorter.sort(req.method ?? "GET", req.url ?? "/"),
  sort: (_method, target): Sorted => {
    const path = target.split("?")[0] ?? "";
    if (path === "/charity4") return { kind: "form-post", label: "/charity4" };
    if (path === "/api/homepage/donate") return { kind: "donation-api", method: "creditCard", label: path };
    if (path === "/page") return { kind: "live", url: target, label: "/page" };
    return { kind: "proxy", label: path };
  },
};

function site(limit: number, windowMs = 60_000) {
  const config = { ...loadConfig({}), donationRateLimit: limit, donationRateWindowMs: windowMs };
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(donationRateLimit(config, logger, sorter));
  app.all("/{*rest}", (_req, res) => void res.send("passed"));
  return app;
}
const from = (ip: string) => ({ "x-forwarded-for": ip });

test("form posts and JSON donation posts share one count per client", async () => {
  const app = site(2);
  await request(app).post("/charity4?id=1").set(from("203.0.113.1")).expect(200, "passed");
  await request(app).post("/api/homepage/donate").set(from("203.0.113.1")).expect(200);
  await request(app).post("/charity4?id=1").set(from("203.0.113.1")).expect(429);
  await request(app).post("/api/homepage/donate").set(from("203.0.113.1")).expect(429);
  await request(app).post("/charity4?id=1").set(from("203.0.113.2")).expect(200);
});

test("nothing else is counted: pages, other posts, a GET of the donation API", async () => {
  const app = site(1);
  for (let i = 0; i < 3; i += 1) {
    await request(app).get("/page").expect(200);
    await request(app).post("/api/website/getPage").expect(200);
    await request(app).get("/api/homepage/donate").expect(200);
  }
  await request(app).post("/charity4").expect(200);
  await request(app).post("/charity4").expect(429);
});

test("a visitor over the limit gets a page saying how long to wait, whom to call and the way back", async () => {
  const app = site(1);
  await request(app).post("/charity4?id=1&x=<b>");
  const res = await request(app).post("/charity4?id=1&x=<b>").expect(429);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  expect(res.headers["ratelimit-policy"]).toBeDefined();
  expect(res.text).toContain("捐款送出次數過多，請在 60 秒後再試");
  expect(res.text).toMatch(/請來電 [\d-]+/);
  expect(res.text).toContain('<a href="/charity4?id=1&amp;x=%3Cb%3E">回到捐款頁面</a>');
  expect(lines).toMatchObject([{ msg: "donation rate limit reached", path: "/charity4" }]);
});

test("a JSON caller gets the message as JSON; a long wait is said in minutes", async () => {
  const app = site(1, 600_000);
  await request(app).post("/api/homepage/donate");
  const res = await request(app).post("/api/homepage/donate").expect(429);
  expect(res.body).toEqual({ message: "捐款送出次數過多，請在 10 分鐘後再試" });
});
