import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { expect, test } from "vitest";
import { sendStatusPage, statusPage, STATUS_MESSAGES } from "../../../../server/web/http/status-page.js";

type Send = (req: IncomingMessage, res: ServerResponse) => void;
const serve = (send: Send) => (req: IncomingMessage, res: ServerResponse) => send(req, res);

test("a page titled by its status, with the message, note and link escaped", () => {
  const html = statusPage(429, "<b>slow</b>", { note: 'a "note"', link: { href: "/x?a=1&b=2", text: "<再試>" } });
  expect(html).toContain("<title>請求次數過多</title></head><body><h1>請求次數過多</h1>");
  expect(html).toContain("<p>&lt;b&gt;slow&lt;/b&gt;</p><p>a &quot;note&quot;</p>");
  expect(html).toContain('<a href="/x?a=1&amp;b=2">&lt;再試&gt;</a>');
  expect(html).not.toContain("<b>");
});

test("an unknown status gets the general title, no note and a link home", () => {
  const html = statusPage(418, "x");
  expect(html).toContain("<title>無法處理此請求</title>");
  expect(html).toContain('<p>x</p><p><a href="/">回到首頁</a></p></body></html>');
  expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-Hant-TW">/);
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test("a visitor's page: HTML, never cached, the given headers on it", async () => {
  const app = serve((req, res) => sendStatusPage(req, res, 503, STATUS_MESSAGES.busy, { "retry-after": "5" }));
  const res = await request(app).get("/charity4").expect(503);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["retry-after"]).toBe("5");
  expect(res.text).toBe(statusPage(503, STATUS_MESSAGES.busy));
});

test("under /api and /media, whatever the case, the caller gets JSON", async () => {
  const app = serve((req, res) => sendStatusPage(req, res, 404, "找不到"));
  for (const path of ["/api/x", "/API?x=1", "/media", "/Media/a.jpg"]) {
    const res = await request(app).get(path).expect(404);
    expect(res.headers["content-type"], path).toBe("application/json; charset=utf-8");
    expect(res.body, path).toEqual({ message: "找不到" });
  }
  const page = await request(app).get("/apis").expect(404);
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
});

test("Express's originalUrl decides, not the url a mounted router rewrote", async () => {
  const app = serve((req, res) => {
    Object.assign(req, { originalUrl: req.url, url: "/" });
    sendStatusPage(req, res, 400, STATUS_MESSAGES.badTarget);
  });
  expect((await request(app).get("/api/x").expect(400)).body).toEqual({ message: STATUS_MESSAGES.badTarget });
});

test("HEAD gets the page's status and type without a body", async () => {
  const app = serve((req, res) => sendStatusPage(req, res, 404, "找不到"));
  const res = await request(app).head("/nowhere").expect(404);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.text).toBeUndefined();
});

test("once an answer has begun, the connection is cut instead of a second status", async () => {
  const app = serve((req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.write("partial");
    sendStatusPage(req, res, 500, STATUS_MESSAGES.serverError);
  });
  await expect(request(app).get("/")).rejects.toThrow();
});
