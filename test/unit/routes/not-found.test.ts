// The catch-all route throws 404, so the status and the page agree: the not-found page, answered 404.
import { expect, test } from "vitest";
import * as notFound from "../../../shared/routes/not-found.js";
import { StatusErrorBoundary } from "../../../shared/routes/status-error-boundary.js";
import { renderRoute } from "./render-route.js";

test("any address the catch-all takes is answered 404 with the not-found page", async () => {
  const routes = [{ path: "/", children: [{ id: "not-found", path: "*", ...notFound }] }];
  const { status, html } = await renderRoute(routes, "http://test/no/such/page");
  expect(status).toBe(404);
  expect(html).toContain("<h1>找不到頁面</h1>");
  expect(notFound.ErrorBoundary).toBe(StatusErrorBoundary);
});
