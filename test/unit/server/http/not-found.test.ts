import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { expect, test } from "vitest";
import {
  notFoundMessage,
  sendNotFound,
  upstreamSaysMissing,
  type NotFoundKind,
} from "../../../../server/web/http/not-found.js";
import { statusPage } from "../../../../server/web/http/status-page.js";

const serve = (kind: NotFoundKind, headers?: Record<string, string>) => (req: IncomingMessage, res: ServerResponse) =>
  sendNotFound(req, res, kind, headers);

test.each([
  ["page", "/no-such-page", "找不到此頁面", "no-store"],
  ["file", "/assets/nope.js", "找不到此資源", "no-store"],
  ["image", "/site-media/1/none.svg", "找不到指定的圖片", "public, max-age=60"],
] as const)("a missing %s is the 404 status page with its cache policy", async (kind, path, message, cacheControl) => {
  const res = await request(serve(kind)).get(path).expect(404);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.headers["cache-control"]).toBe(cacheControl);
  expect(res.text).toBe(statusPage(404, message));
  expect(notFoundMessage(kind)).toBe(message);
});

test.each([
  ["api", "/api/website/nothing", "找不到此 API"],
  ["media", "/media/none.jpg", "找不到指定的媒體檔案"],
] as const)("a missing %s is JSON, never stored", async (kind, path, message) => {
  const res = await request(serve(kind)).get(path).expect(404);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.body).toEqual({ message });
});

test("a path's own headers go on its 404 too", async () => {
  const res = await request(serve("image", { "content-security-policy": "sandbox" }))
    .get("/_img?src=x&w=640")
    .expect(404);
  expect(res.headers["content-security-policy"]).toBe("sandbox");
  expect(res.headers["cache-control"]).toBe("public, max-age=60");
});

test("HEAD gets the status without a body", async () => {
  const res = await request(serve("page")).head("/no-such-page").expect(404);
  expect(res.text).toBeUndefined();
});

test("an upstream's 404 and 410 both mean missing; nothing else does", () => {
  expect([404, 410].map(upstreamSaysMissing)).toEqual([true, true]);
  expect([200, 400, 403, 500, 502].some(upstreamSaysMissing)).toBe(false);
});
