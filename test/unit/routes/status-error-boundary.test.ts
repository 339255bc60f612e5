// The error page says "not found" for a 404 and is the spec's generic fallback, 'Unexpected Application
// Error!', for anything else (spec section 8); neither is offered to search engines.
import { createElement } from "react";
import { data, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import { StatusErrorBoundary } from "../../../shared/routes/status-error-boundary.js";
import { renderRoute } from "./render-route.js";

const failingWith = (thrown: () => never): RouteObject[] => [
  { id: "root", path: "/", ErrorBoundary: StatusErrorBoundary, loader: thrown, Component: () => createElement("p") },
];

test("a 404 is the not-found page", async () => {
  const { status, html } = await renderRoute(
    failingWith(() => {
      throw data("Not Found", { status: 404 });
    }),
    "http://test/",
  );
  expect(status).toBe(404);
  expect(html).toContain("<h1>找不到頁面</h1>");
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).not.toContain("Unexpected Application Error!");
});

test("another status is the generic fallback, naming the status", async () => {
  const { html } = await renderRoute(
    failingWith(() => {
      throw data("Service Unavailable", { status: 503, statusText: "Service Unavailable" });
    }),
    "http://test/",
  );
  expect(html).toContain("<title>Unexpected Application Error!</title>");
  expect(html).toContain("<h1>Unexpected Application Error!</h1>");
  expect(html).toContain("503 Service Unavailable");
  expect(html).not.toContain("找不到頁面");
});

test("a thrown error is the generic fallback, and says nothing of the error", async () => {
  const { status, html } = await renderRoute(
    failingWith(() => {
      throw new Error("secret detail");
    }),
    "http://test/",
  );
  expect(status).toBe(500);
  expect(html).toContain("<h1>Unexpected Application Error!</h1>");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain("secret detail");
});
