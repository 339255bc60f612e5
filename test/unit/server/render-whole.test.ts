import { createElement, Suspense, use } from "react";
import { createStaticHandler, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import { renderToString, renderWhole } from "../../../server/web/pages/render-page.js";

async function contextFor(Component: () => ReturnType<typeof createElement>) {
  const routes: RouteObject[] = [{ id: "root", path: "/", Component }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://site.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return { routes: handler.dataRoutes, context };
}

async function render(Component: () => ReturnType<typeof createElement>) {
  return renderWhole({ ...(await contextFor(Component)), nonce: "n0nce", timeoutMs: 1000, memo: null });
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

test("renderToString rejects with an Error whatever a component throws, the thrown value as its cause", async () => {
  const throwsString = await contextFor(() => {
    // Components can throw anything; the render's caller always gets an Error to log.
    throw "broken"; // eslint-disable-line @typescript-eslint/only-throw-error
  });
  const rejected: unknown = await renderToString({ ...throwsString, nonce: "", timeoutMs: 1000, memo: null }).catch(
    (error: unknown) => error,
  );
  expect(rejected).toBeInstanceOf(Error);
  expect(rejected).toMatchObject({ message: "render failed: broken", cause: "broken" });
  const thrown = new Error("own error");
  const throwsError = await contextFor(() => {
    throw thrown;
  });
  await expect(renderToString({ ...throwsError, nonce: "", timeoutMs: 1000, memo: null })).rejects.toBe(thrown);
});
