// The JavaScript pages make a browser load, as sent (the build's brotli files and the response
// headers): the home page in a real browser (before it is interactive and after), and the scripts
// each of the eight Lighthouse routes names in its HTML. Part of `npm run bench`.
import http from "node:http";

/** The eight routes the issue measured; `npm run lighthouse` runs the same. */
export const ROUTES = [
  "/",
  "/about",
  "/branchList",
  "/charity1?id=1",
  "/charity4?id=1",
  "/page3?id=1",
  "/buddhism",
  "/buddhismIntro?id=1",
];

/** Bytes one asset takes on the wire for a browser accepting brotli: status line, headers and body. */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      let body = 0;
      res.on("data", (chunk) => (body += chunk.length));
      res.on("end", () => {
        let headers = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          headers += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({ body, headers });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The scripts a page's HTML names (the entry and its module preloads): what the browser loads before the
 * page is interactive, since hydration starts once they have all run. Deferred sections' code (fetched
 * when hydration reaches them) and swiper (after hydration) are not among them (docs/seo.md).
 */
async function namedScripts(url) {
  const html = await (await fetch(url)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  return [...new Set([...head.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
}

async function totalSent(origin, scripts) {
  const sizes = await Promise.all(scripts.map((src) => sentBytes(origin + src)));
  return {
    body: sizes.reduce((sum, s) => sum + s.body, 0),
    wire: sizes.reduce((sum, s) => sum + s.body + s.headers, 0),
  };
}

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
  const origin = new URL(url).origin;
  const named = await namedScripts(url);
  const rows = await Promise.all([...scripts].map(async (src) => [(await sentBytes(origin + src)).body, src]));
  rows.sort((a, b) => b[0] - a[0]);
  for (const [size, src] of rows.slice(0, 4)) console.log(`  ${kb(size).padStart(9)}  ${src}`);
  const all = await totalSent(origin, [...scripts]);
  const first = await totalSent(origin, named);
  console.log(
    `JavaScript the home page loads: ${scripts.size} files, ${kb(all.body)} brotli in total; before it is ` +
      `interactive ${named.length} files, ${kb(first.wire)} on the wire (${kb(first.body)} bodies) ` +
      `(bar: at most 95 KB on the wire)`,
  );
}

/** For each Lighthouse route: the scripts its HTML names, their count and size as sent. */
export async function reportPageJavaScript(origin) {
  console.log("JavaScript each page loads before it is interactive (brotli, on the wire with headers):");
  for (const route of ROUTES) {
    const named = await namedScripts(origin + route);
    const { body, wire } = await totalSent(origin, named);
    console.log(
      `  ${route.padEnd(20)} ${String(named.length).padStart(3)} files  ${kb(wire).padStart(9)}  (${kb(body)} bodies)`,
    );
  }
}
