// A remembered fragment is correct only if it depends on nothing but its data and variant: in development
// and test builds each use of one is checked against the sub-tree rendered in place, and a difference
// throws, naming the fragment and where it differs.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { use, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import * as router from "react-router";
import { createStaticHandler, createStaticRouter, Link, StaticRouterProvider, useLocation } from "react-router";
import { expect, test } from "vitest";
import { createHtmlMemo } from "../../../server/web/pages/html-memo.js";
import { NonceContext } from "../../../shared/ui/head/nonce-context.js";
import { HtmlMemoContext, MemoHtml, type HtmlMemo } from "../../../shared/ui/memo-html.js";

/** A page at `url` whose every route renders `part`, rendered as the server does (router, nonce, memo). */
async function renderPage(url: string, memo: HtmlMemo, part: () => ReactNode, nonce = "n0nce"): Promise<string> {
  const handler = createStaticHandler([{ path: "*", Component: () => <main>{part()}</main> }]);
  const context = await handler.query(new Request(`http://site.test${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const staticRouter = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <HtmlMemoContext value={{ memo, headTags: new Set() }}>
      <NonceContext value={nonce}>
        <StaticRouterProvider router={staticRouter} context={context} hydrate={false} />
      </NonceContext>
    </HtmlMemoContext>,
  );
}

const FOOTER = { text: "頁尾", link: "/about" };

/** Depends on its data and on router state every page shares (a link's href): a correct fragment. */
const footer = () => (
  <MemoHtml as="footer" className="site-footer" data={FOOTER}>
    <p>{FOOTER.text}</p>
    <Link to={FOOTER.link}>關於我們</Link>
  </MemoHtml>
);

function PathShown() {
  return <p>{useLocation().pathname}</p>;
}

/** Shows the page's path, but names neither it nor the page in its variant. */
const pathPart = () => (
  <MemoHtml as="nav" className="trail" data={FOOTER}>
    <PathShown />
  </MemoHtml>
);

function NonceShown() {
  return <p data-nonce={use(NonceContext)}>腳本</p>;
}

/** Reads the response's nonce, a context a remembered fragment is not given. */
const noncePart = () => (
  <MemoHtml as="section" id="scripts" data={FOOTER} variant="home">
    <NonceShown />
  </MemoHtml>
);

test("a fragment that depends only on its data renders from memory on every page, checked each time", async () => {
  const memo = createHtmlMemo(undefined, true);
  const first = await renderPage("/", memo, footer);
  expect(first).toContain(
    '<footer class="site-footer"><p>頁尾</p><a href="/about" data-discover="true">關於我們</a></footer>',
  );
  expect(await renderPage("/news", memo, footer)).toBe(first);
  expect(await renderPage("/", memo, footer, "another-nonce")).toBe(first);
  expect(memo.known(FOOTER, "")).toBeDefined();
});

test("a fragment that shows the page's path throws on the next page, naming itself and the offset", async () => {
  const memo = createHtmlMemo(undefined, true);
  expect(await renderPage("/a", memo, pathPart)).toContain('<nav class="trail"><p>/a</p></nav>');
  const next = renderPage("/b", memo, pathPart);
  await expect(next).rejects.toThrow(
    'MemoHtml fragment <nav class="trail"> (variant "") depends on more than its data and variant: ' +
      'rendered in place it differs from the remembered HTML at offset 4 (remembered "<p>/a</p>", in place "<p>/b</p>")',
  );
});

test("a fragment that reads a context it is not given (the nonce) throws on its first render", async () => {
  const memo = createHtmlMemo(undefined, true);
  await expect(renderPage("/", memo, noncePart)).rejects.toThrow(
    'MemoHtml fragment <section id="scripts"> (variant "home") depends on more than its data and variant: ' +
      "rendered in place it differs from the remembered HTML at offset 15 " +
      '(remembered "<p data-nonce=\\"\\">腳本</p>", in place "<p data-nonce=\\"n0nce\\">腳本</p>")',
  );
});

test("without the check (production builds) the wrong fragment is served unnoticed", async () => {
  const memo = createHtmlMemo(undefined, false);
  expect(memo.check).toBeNull();
  await renderPage("/a", memo, pathPart);
  expect(await renderPage("/b", memo, pathPart)).toContain("<p>/a</p>");
});

test("test builds check by default (NODE_ENV is not production under vitest)", () => {
  expect(process.env.NODE_ENV).not.toBe("production");
  expect(createHtmlMemo().check).not.toBeNull();
});

/** Every context the project creates, found in the sources, besides the memo's own. */
async function projectContexts(): Promise<[string, unknown][]> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const found: [string, unknown][] = [];
  for (const dir of ["shared", "client"]) {
    const files = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    for (const file of files) {
      for (const [, name] of readFileSync(file, "utf8").matchAll(/export const (\w+) = createContext\b/g)) {
        if (!name || name === "HtmlMemoContext") continue;
        const module: unknown = await import(file);
        found.push([name, typeof module === "object" && module !== null ? Reflect.get(module, name) : undefined]);
      }
    }
  }
  return found;
}

test("the check's render is given every context a part could read: react-router's and the project's", async () => {
  const checked = createHtmlMemo(undefined, true).contexts;
  const routerContexts = Object.entries(router).filter(([name]) => /^UNSAFE_\w+Context$/.test(name));
  expect(routerContexts.length).toBeGreaterThanOrEqual(7);
  const own = await projectContexts();
  expect(own.map(([name]) => name)).toContain("NonceContext");
  for (const [name, context] of [...routerContexts, ...own]) expect(checked, name).toContain(context);
});

test("the production build (dist/, built by the tests' set-up) leaves the check off", () => {
  const bundle = readFileSync(path.resolve(import.meta.dirname, "../../../dist/server/main.js"), "utf8");
  expect(bundle).toMatch(/\bvar CHECK_FRAGMENTS\d* = false;/);
});
