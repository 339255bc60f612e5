// The scripts the home page waits for before it is interactive (docs/seo.md, "before interactive"):
// the entry, the one chunk every page shares and the page's own; its sections' code loads after
// hydration has begun, yet the server's HTML holds them in full.
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

interface Manifest {
  clientJs: string;
  preload: string[];
  modules: Map<string, string[]>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function readManifest(): Manifest {
  const raw: unknown = JSON.parse(readFileSync(path.resolve("public/assets/manifest.json"), "utf8"));
  if (typeof raw !== "object" || raw === null || !("modules" in raw) || !("preload" in raw)) {
    throw new Error("manifest.json without modules or preload");
  }
  const modules = typeof raw.modules === "object" && raw.modules !== null ? Object.entries(raw.modules) : [];
  const clientJs = "client.js" in raw && typeof raw["client.js"] === "string" ? raw["client.js"] : "";
  return {
    clientJs,
    preload: strings(raw.preload),
    modules: new Map(modules.map(([name, files]) => [name, strings(files)])),
  };
}

const scriptsNamed = (html: string) => {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...new Set([...head.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
};

const SECTIONS = ["home-slider", "news-section", "home-links", "home-statements"];

describe("the home page's scripts", () => {
  // First in the file: the first render of the home page in this process is the one that could suspend.
  test("the server's HTML holds every deferred section in full, with no pending Suspense boundary", async () => {
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    expect(res.text).not.toContain("<!--$?-->");
    expect(res.text).not.toContain("$RC");
    expect(res.text).toContain('class="home-slider');
    expect(res.text).toContain('id="news-heading"');
    expect(res.text).toContain('<nav class="home-links');
  });

  test("are three: the entry, the chunk every page shares, the home page's own", async () => {
    const manifest = readManifest();
    expect(manifest.preload).toHaveLength(1);
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    const home = manifest.modules.get("corporate/home") ?? [];
    expect(scriptsNamed(res.text).sort()).toEqual([manifest.clientJs, ...manifest.preload, home[0]].sort());
  });

  test("every page module's files include the shared chunk, so the entry's code is never split across pages", () => {
    const manifest = readManifest();
    const shared = manifest.preload[0];
    for (const [name, files] of manifest.modules) {
      if (name.includes("node_modules")) continue;
      expect(files, name).toContain(shared);
    }
  });

  test.each(SECTIONS)("do not include %s, which loads after hydration has begun", async (section) => {
    const manifest = readManifest();
    const own = manifest.modules.get(`shared/ui/home/${section}`)?.[0];
    expect(own).toMatch(/^\/assets\/chunk-\w+\.js$/);
    const res = await request(buildApp(upstream.url)).get("/").expect(200);
    expect(scriptsNamed(res.text)).not.toContain(own);
  });
});
