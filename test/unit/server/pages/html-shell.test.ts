import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { createHtmlShell, readManifest, type AssetManifest } from "../../../../server/web/pages/html-shell.js";
import { HYDRATION_DATA_ID } from "../../../../shared/lib/hydration-data-id.js";

function publicDir(manifest: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), "html-shell-"));
  mkdirSync(path.join(dir, "assets"));
  if (manifest !== null) writeFileSync(path.join(dir, "assets/manifest.json"), manifest);
  return dir;
}

test("the manifest's script, stylesheet, preloads and page modules are read", () => {
  const manifest = {
    "client.js": "/assets/client-A.js",
    "client.css": "/assets/client-B.css",
    preload: ["/assets/chunk-1.js"],
    modules: { home: ["/assets/home-2.js"], broken: [3], alsoBroken: "x" },
  };
  expect(readManifest(publicDir(JSON.stringify(manifest)))).toEqual({
    script: "/assets/client-A.js",
    stylesheet: "/assets/client-B.css",
    preload: ["/assets/chunk-1.js"],
    modules: { home: ["/assets/home-2.js"] },
  });
});

test("a manifest without the optional parts gives no stylesheet, preloads or modules", () => {
  const read = readManifest(publicDir(JSON.stringify({ "client.js": "/a.js", preload: "x", "client.css": 1 })));
  expect(read).toEqual({ script: "/a.js", stylesheet: null, preload: [], modules: {} });
});

test("a missing or unreadable manifest, or one without client.js, stops the start with a reason", () => {
  expect(() => readManifest(publicDir(null))).toThrow(/client build missing .*npm run build/);
  expect(() => readManifest(publicDir("{not json"))).toThrow(/client build missing/);
  expect(() => readManifest(publicDir(JSON.stringify({ "client.js": 1 })))).toThrow(/names no client\.js/);
  expect(() => readManifest(publicDir("null"))).toThrow(/names no client\.js/);
});

const MANIFEST: AssetManifest = {
  script: "/assets/client.js",
  stylesheet: "/assets/client.css",
  preload: ["/assets/shared.js"],
  modules: { home: ["/assets/home.js", "/assets/shared.js", "/assets/client.js"], about: ["/assets/about.js"] },
};

test("the head: page tags first, then the stylesheet ahead of every preload, then the deferred script", () => {
  const head = createHtmlShell(MANIFEST).head("<title>t</title>", "<link data-page>");
  expect(head).toMatch(/^<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8">/);
  const order = [
    "<title>t</title>",
    'rel="stylesheet" href="/assets/client.css"',
    "/assets/shared.js",
    "<link data-page>",
  ];
  const at = order.map((part) => head.indexOf(part));
  expect(at.every((i) => i >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  expect(head).toMatch(
    /<script type="module" src="\/assets\/client\.js" fetchpriority="low"><\/script><\/head><body><div id="root">$/,
  );
  expect(head).not.toContain("/__dev/reload.js");
});

test("tags the app is given (the dev loop's reload script) end every head, after the deferred script", () => {
  const extra = '<script type="module" src="/extra.js"></script>';
  const head = createHtmlShell(MANIFEST, extra).head("<title>t</title>");
  expect(head).toMatch(
    /src="\/assets\/client\.js" fetchpriority="low"><\/script><script type="module" src="\/extra\.js"><\/script><\/head>/,
  );
  expect(head.split(extra)).toHaveLength(2);
});

test("without a stylesheet no stylesheet link is written", () => {
  expect(createHtmlShell({ ...MANIFEST, stylesheet: null }).head("")).not.toContain('rel="stylesheet"');
});

test("the tail carries the hydration data under its id", () => {
  expect(createHtmlShell(MANIFEST).tail('{"a":1}')).toBe(
    `</div><script type="application/json" id="${HYDRATION_DATA_ID}">{"a":1}</script></body></html>`,
  );
});

test("a page's preloads: its modules' files, once each, without those every page has", () => {
  const shell = createHtmlShell(MANIFEST);
  expect(shell.preloadTags(["home", "about", "home", "unknown"])).toBe(
    '<link rel="modulepreload" href="/assets/home.js" fetchpriority="low">' +
      '<link rel="modulepreload" href="/assets/about.js" fetchpriority="low">',
  );
  expect(shell.preloadTags([])).toBe("");
});
