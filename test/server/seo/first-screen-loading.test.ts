// What the first bytes of a page ask the browser to fetch, and in what order (docs/seo.md, Speed):
// the stylesheet ahead of every script and at its normal priority, the scripts and their preloads at
// low priority so they do not hold up the first paint on a phone network; the home page preloads
// neither swiper (it loads after hydration) nor the charity and halls layouts (loaded like pages);
// the CSP stays strict.
import { readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { buildApp } from "../app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

/** The files the build lists for a module of the manifest; its own chunk comes first. */
function manifestFiles(module: RegExp): string[] {
  const manifest: unknown = JSON.parse(readFileSync(path.resolve("public/assets/manifest.json"), "utf8"));
  if (typeof manifest !== "object" || manifest === null || !("modules" in manifest)) return [];
  const modules = manifest.modules;
  if (typeof modules !== "object" || modules === null) return [];
  const entry = Object.entries(modules).find(([name]) => module.test(name));
  return Array.isArray(entry?.[1]) ? entry[1].filter((file): file is string => typeof file === "string") : [];
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const tagsOf = (head: string, pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[0]);

describe("the head of every area's page", () => {
  test.each(["/", "/about", "/page3?id=1", "/charity1?id=1", "/buddhism"])(
    "%s: the stylesheet first at its normal priority, then scripts and preloads at low priority",
    async (route) => {
      const res = await request(buildApp(upstream.url)).get(route).expect(200);
      const head = headOf(res.text);
      const stylesheet = tagsOf(head, /<link rel="stylesheet"[^>]*>/g);
      const preloads = tagsOf(head, /<link rel="modulepreload"[^>]*>/g);
      const scripts = tagsOf(head, /<script type="module"[^>]*>/g);
      expect(stylesheet).toHaveLength(1);
      expect(stylesheet[0]).not.toContain("fetchpriority");
      expect(preloads.length).toBeGreaterThan(3);
      expect(scripts).toHaveLength(1);
      for (const tag of [...preloads, ...scripts]) expect(tag).toContain('fetchpriority="low"');
      expect(head.indexOf(stylesheet[0] ?? "")).toBeLessThan(head.indexOf(preloads[0] ?? ""));
    },
  );
});

describe("the home page", () => {
  test.each([
    ["swiper", /\/swiper\/swiper\.mjs$/],
    ["the fade effect of swiper", /^shared\/ui\/slider\/swiper-fade$/],
    ["the charity layout", /^charity\/charity-layout$/],
    ["the halls layout", /^halls\/halls-layout$/],
  ])("does not preload %s", async (_name, module) => {
    const own = manifestFiles(module)[0];
    expect(own).toMatch(/^\/assets\/chunk-\w+\.js$/);
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    expect(res.text).toContain('rel="modulepreload"');
    expect(res.text).not.toContain(`"${own}"`);
  });

  test("a charity page does preload its layout (hydration never waits for it)", async () => {
    const own = manifestFiles(/^charity\/charity-layout$/)[0];
    const res = await request(buildApp(upstream.url)).get("/charity1?id=1").expect(200);
    expect(headOf(res.text)).toContain(`<link rel="modulepreload" href="${own}"`);
  });

  test("the CSP allows no inline script or style element without its nonce", async () => {
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    const policy = String(res.headers["content-security-policy"]);
    const directive = (name: string) =>
      policy
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? "";
    for (const name of ["script-src", "style-src"]) {
      expect(directive(name)).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(directive(name)).not.toContain("unsafe-inline");
    }
  });
});
