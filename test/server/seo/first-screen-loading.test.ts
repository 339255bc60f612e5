// What the first bytes of a page ask the browser to fetch, and in what order (docs/seo.md, Speed):
// the stylesheet ahead of every script and at its normal priority, the scripts and their preloads at
// low priority so they do not hold up the first paint on a phone network; the home page preloads
// neither swiper (it loads after hydration) nor the charity and halls layouts (loaded like pages);
// the CSP stays strict; pictures on a phone's first screen are not lazy.
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
      expect(preloads.length).toBeGreaterThan(0);
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

  test("the CSP allows no inline script or style element at all: this origin's files only, no nonce", async () => {
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    const policy = String(res.headers["content-security-policy"]);
    const directive = (name: string) =>
      policy
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? "";
    for (const name of ["script-src", "style-src"]) {
      expect(directive(name)).toBe(`${name} 'self'`);
    }
  });
});

/** The <img> tags of a class, in document order (React writes the attribute as fetchPriority). */
const imagesOf = (html: string, className: string) =>
  tagsOf(html, /<img [^>]*>/g).filter((tag) => /class="([^"]*)"/.exec(tag)?.[1]?.split(" ").includes(className));

describe("pictures a phone's first screen shows are not lazy (a lazy picture waits for layout)", () => {
  test("home: the first news card's picture is eager at normal priority, the later cards lazy", async () => {
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    const [first, ...rest] = imagesOf(res.text, "news-card__image");
    expect(first).toContain('loading="eager"');
    expect(first).not.toMatch(/fetchpriority/i);
    expect(rest.length).toBeGreaterThan(0);
    for (const tag of rest) expect(tag).toContain('loading="lazy"');
  });

  test("/buddhismIntro: the first photo under the heading at high priority, the first course's picture eager", async () => {
    const res = await request(buildApp(upstream.url)).get("/buddhismIntro?id=1").expect(200);
    const [photo] = imagesOf(res.text, "gallery__media");
    expect(photo).toContain('loading="eager"');
    expect(photo).toMatch(/fetchpriority="high"/i);
    const [lesson, ...laterLessons] = imagesOf(res.text, "lesson-card__image");
    expect(lesson).toContain('loading="eager"');
    expect(lesson).not.toMatch(/fetchpriority/i);
    for (const tag of laterLessons) expect(tag).toContain('loading="lazy"');
  });
});
