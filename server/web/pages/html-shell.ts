// The HTML document around the React output, and the asset manifest: read once at start-up.
import { readFileSync } from "node:fs";
import path from "node:path";
import { HYDRATION_DATA_ID } from "../../../shared/lib/hydration-data-id.js";

export interface AssetManifest {
  script: string;
  stylesheet: string | null;
  preload: string[];
  modules: Record<string, string[]>;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

export function readManifest(publicDir: string): AssetManifest {
  const file = path.join(publicDir, "assets/manifest.json");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`client build missing (${file}); run \`npm run build\` first: ${String(error)}`, {
      cause: error,
    });
  }
  if (typeof raw !== "object" || raw === null || !("client.js" in raw) || typeof raw["client.js"] !== "string") {
    throw new Error(`${file} names no client.js`);
  }
  const modules: Record<string, string[]> = {};
  if ("modules" in raw && typeof raw.modules === "object" && raw.modules !== null) {
    for (const [name, files] of Object.entries(raw.modules)) if (isStringList(files)) modules[name] = files;
  }
  return {
    script: raw["client.js"],
    stylesheet: "client.css" in raw && typeof raw["client.css"] === "string" ? raw["client.css"] : null,
    preload: "preload" in raw && isStringList(raw.preload) ? raw.preload : [],
    modules,
  };
}

export interface HtmlShell {
  head(headTags: string, pagePreloads?: string): string;
  tail(hydrationJson: string): string;
  /** <link rel="modulepreload"> for the chunks of these page modules, so hydration never waits on a chain of imports. */
  preloadTags(pageModules: readonly string[]): string;
}

/** `extraHeadTags` end every head: the dev loop gives its reload script (server/web/dev/dev-app.ts). */
export function createHtmlShell(manifest: AssetManifest, extraHeadTags = ""): HtmlShell {
  // Low priority, or Chrome's module preloads share a phone's line with the stylesheet (docs/seo.md).
  const preload = (files: Iterable<string>) =>
    [...files].map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join("");
  const start =
    '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">';
  // The page's title, description and share tags come right after: a link preview crawler may read
  // only the first bytes. Then the stylesheet, ahead of the module preloads, so it is fetched first.
  const styles =
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    (manifest.stylesheet ? `<link rel="stylesheet" href="${manifest.stylesheet}">` : "") +
    preload(manifest.preload);
  // A module script is deferred: it runs after the whole document, hydration data included, is parsed.
  // From /assets, which script-src 'self' allows: no nonce (docs/decisions/003-csp-without-nonce.md).
  const script = `<script type="module" src="${manifest.script}" fetchpriority="low"></script>${extraHeadTags}`;
  const shared = new Set([manifest.script, ...manifest.preload]);
  return {
    head: (headTags, pagePreloads = "") =>
      `${start}${headTags}${styles}${pagePreloads}${script}</head><body><div id="root">`,
    tail: (hydrationJson) =>
      `</div><script type="application/json" id="${HYDRATION_DATA_ID}">${hydrationJson}</script></body></html>`,
    preloadTags: (pageModules) => {
      const files = new Set<string>();
      for (const name of pageModules)
        for (const file of manifest.modules[name] ?? []) if (!shared.has(file)) files.add(file);
      return preload(files);
    },
  };
}
