// The JavaScript a real browser loads for the home page, as sent (the build's brotli files): part of
// `npm run bench`.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Every script a real browser fetches for the home page (entry, preloads, chunks loaded after hydration). */
export async function reportHomeJavaScript(url) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const scripts = new Set();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await browser.close();
  // Sizes as sent: the build's brotli file (what Chromium gets), else gzip 9. Scripts the HTML names
  // (entry and module preloads) are loaded before the page is interactive; the rest after hydration.
  const html = await (await fetch(url)).text();
  let total = 0;
  let beforeInteractive = 0;
  const rows = [];
  for (const src of scripts) {
    const file = path.join("public", src);
    const size = existsSync(`${file}.br`)
      ? statSync(`${file}.br`).size
      : gzipSync(readFileSync(file), { level: 9 }).length;
    total += size;
    if (html.includes(`"${src}"`)) beforeInteractive += size;
    rows.push([size, src]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  for (const [size, src] of rows.slice(0, 4)) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${src}`);
  console.log(
    `JavaScript the home page loads: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB brotli in total; ` +
      `${(beforeInteractive / 1024).toFixed(1)} KB before it is interactive (bar: at most 95 KB on the wire)`,
  );
}
