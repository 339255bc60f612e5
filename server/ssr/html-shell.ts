// The HTML document around the React output, and the asset manifest: read once at start-up.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface AssetManifest {
  script: string;
  stylesheet: string | null;
}

export function readManifest(publicDir: string): AssetManifest {
  const file = path.join(publicDir, "assets/manifest.json");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`client build missing (${file}); run \`npm run build\` first: ${String(error)}`);
  }
  if (typeof raw !== "object" || raw === null || !("client.js" in raw) || typeof raw["client.js"] !== "string") {
    throw new Error(`${file} names no client.js`);
  }
  const css = "client.css" in raw && typeof raw["client.css"] === "string" ? raw["client.css"] : null;
  return { script: raw["client.js"], stylesheet: css };
}

export interface HtmlShell {
  /** Everything up to the React output; `nonce` goes into the script tag. */
  head(nonce: string, headTags: string): string;
  /** After the React output: the hydration data script and the document's end. */
  tail(nonce: string, hydrationScript: string): string;
}

export function createHtmlShell(manifest: AssetManifest): HtmlShell {
  // A module script is deferred: it runs after the whole document, hydration data included, is parsed.
  const assets =
    (manifest.stylesheet ? `<link rel="stylesheet" href="${manifest.stylesheet}">` : "") +
    `<script type="module" src="${manifest.script}" nonce="`;
  const start =
    '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    assets;
  return {
    head: (nonce, headTags) => `${start}${nonce}"></script>${headTags}</head><body><div id="root">`,
    tail: (nonce, hydrationScript) => `</div><script nonce="${nonce}">${hydrationScript}</script></body></html>`,
  };
}
