import { createElement, Suspense, use } from "react";
import { createStaticHandler, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import { renderWhole } from "../../../server/web/pages/render-page.js";

async function render(Component: () => ReturnType<typeof createElement>) {
  const routes: RouteObject[] = [{ id: "root", path: "/", Component }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://site.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderWhole({ routes: handler.dataRoutes, context, nonce: "n0nce", timeoutMs: 1000, memo: null });
}

test("a page that waits on nothing is rendered in one pass, its head tags split off", async () => {
  const page = await render(() =>
    createElement("main", null, createElement("title", null, "標題"), createElement("h1", null, "內容")),
  );
  expect(page).toEqual({ headTags: "<title>標題</title>", body: "<main><h1>內容</h1></main>" });
});

test("a page that suspends is left to the stream", async () => {
  const never = new Promise<void>(() => undefined);
  const Waits = () => {
    use(never);
    return createElement("p", null, "later");
  };
  const page = await render(() =>
    createElement("main", null, createElement(Suspense, { fallback: "…" }, createElement(Waits))),
  );
  expect(page).toBeNull();
});

test("a page that throws is left to the stream (which logs it and answers 500)", async () => {
  const page = await render(() => {
    throw new Error("broken");
  });
  expect(page).toBeNull();
});
