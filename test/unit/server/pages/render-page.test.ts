import { createElement, Suspense, use } from "react";
import { createStaticHandler, type RouteObject, type StaticHandlerContext } from "react-router";
import { expect, test } from "vitest";
import type { HtmlBody } from "../../../../server/web/pages/html-body.js";
import { collectRender, streamRender } from "../../../../server/web/pages/render-page.js";

const later = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve("later text"), ms));

/** A page with a title in its tree and, optionally, a part waiting on `wait`. */
function routesFor(wait: Promise<string> | null): RouteObject[] {
  const Waiting = () => createElement("p", null, use(wait ?? Promise.resolve("")));
  const Page = () =>
    createElement(
      "main",
      null,
      createElement("title", null, "頁面標題"),
      createElement("h1", null, "shell text"),
      wait
        ? createElement(Suspense, { fallback: createElement("span", null, "loading") }, createElement(Waiting))
        : null,
    );
  return [{ id: "page", path: "/", Component: Page }];
}

async function contextOf(routes: RouteObject[]): Promise<{ routes: RouteObject[]; context: StaticHandlerContext }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("expected a context");
  return { routes: handler.dataRoutes, context };
}

test("a page collected whole: head tags apart from the body, the suspended part filled in", async () => {
  const rendered = await collectRender({ ...(await contextOf(routesFor(later(20)))), timeoutMs: 5000 });
  expect(rendered.headTags).toContain("<title>頁面標題</title>");
  expect(rendered.body).toContain("shell text");
  expect(rendered.body).toContain("later text");
  expect(rendered.body).not.toContain("<title>");
  // Stored for every visitor: no fallback and no script to swap it, so no nonce is needed.
  expect(rendered.body).not.toContain("loading");
  expect(rendered.body).not.toContain("<script");
});

interface Streamed {
  headTags: string;
  scripts: boolean;
  html: string;
}

function stream(options: Awaited<ReturnType<typeof contextOf>>, isBot: boolean, timeoutMs = 5000) {
  return new Promise<Streamed>((resolve, reject) => {
    const out: Streamed = { headTags: "", scripts: false, html: "" };
    const body: HtmlBody = {
      write: (chunk) => void (out.html += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8")),
      flush: () => {},
      end: (last) => void (out.html += last),
    };
    streamRender(
      { ...options, timeoutMs },
      "NONCE123",
      isBot,
      {
        start: (headTags, scripts) => Object.assign(out, { headTags, scripts }) && body,
        fail: reject,
        done: () => resolve(out),
      },
      () => {},
    );
  });
}

test("a browser gets the shell first, the late part after with React's scripts under the nonce", async () => {
  const streamed = await stream(await contextOf(routesFor(later(50))), false);
  expect(streamed.headTags).toContain("<title>頁面標題</title>");
  expect(streamed.scripts).toBe(true);
  expect(streamed.html.indexOf("loading")).toBeGreaterThanOrEqual(0);
  expect(streamed.html.indexOf("loading")).toBeLessThan(streamed.html.indexOf("later text"));
  expect(streamed.html).toContain('nonce="NONCE123"');
});

test("a bot waits for the whole page: no fallback, no scripts", async () => {
  const streamed = await stream(await contextOf(routesFor(later(50))), true);
  expect(streamed.scripts).toBe(false);
  expect(streamed.html).toContain("later text");
  expect(streamed.html).not.toContain("loading");
  expect(streamed.html).not.toContain("<script");
});

test("a page that never suspends writes no scripts for a browser either", async () => {
  const streamed = await stream(await contextOf(routesFor(null)), false);
  expect(streamed.scripts).toBe(false);
  expect(streamed.html).toContain("shell text");
});
