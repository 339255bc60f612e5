// The JavaScript a real browser loads for the home page, gzipped: part of `npm run bench`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export /** Every script a real browser fetches for the home page (entry, preloads, chunks loaded after hydration), gzipped. */
async function reportHomeJavaScript(url) {
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
  let total = 0;
  const rows = [];
  for (const src of scripts) {
    const size = gzipSync(readFileSync(path.join("public", src)), { level: 9 }).length;
    total += size;
    rows.push([size, src]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  for (const [size, src] of rows.slice(0, 4)) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${src}`);
  console.log(
    `JavaScript the home page loads: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped in total (bar: at most 100 KB)`,
  );
}
