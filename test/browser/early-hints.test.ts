// 103 Early Hints in a real browser. Chromium acts on them only over HTTP/2 and later, so the app sits behind
// an HTTP/2 TLS relay (test/fixtures/h2-relay.ts) as it would behind a CDN, and its upstream is slow enough
// that a page with nothing stored waits on it (docs/deploying.md, "Early hints").
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startH2Relay, type H2Relay, type RelayedExchange } from "../fixtures/h2-relay.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { makeThrowawayCertificate } from "../fixtures/throwaway-certificate.js";
import { buildApp } from "../server/app-harness.js";
import { WAIT_BUDGET_MS, launchBrowser, listen, waitForHydration } from "./harness.js";

/** A shared-hosting backend on a bad day: every content answer takes this long. */
const UPSTREAM_DELAY_MS = 800;

let upstream: TestUpstream;
let app: Awaited<ReturnType<typeof listen>>;
let relay: H2Relay;
let browser: Browser;
beforeAll(async () => {
  upstream = await startTestUpstream({ delayMs: UPSTREAM_DELAY_MS });
  // No start-up warming (as in every test): nothing is stored until a visitor asks.
  app = await listen(buildApp(upstream.url, { pageWarming: false }));
  const tls = makeThrowawayCertificate();
  relay = await startH2Relay(app.baseUrl, tls);
  // The certificate trusted as a real one would be: a page with certificate errors is no place to test a
  // browser's own behaviour.
  browser = await launchBrowser([`--ignore-certificate-errors-spki-list=${tls.spkiHash}`]);
});
afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await app?.close();
  await upstream?.close();
});

interface Visit {
  /** The document's 103 headers as Chromium received them (Network.responseReceivedEarlyHints); null if none. */
  earlyHints: Record<string, string> | null;
  /** Whether Chromium served each same-origin response from an early hint's download, by path. */
  fromEarlyHints: Map<string, boolean>;
  /** The page's own stylesheet and entry script. */
  stylesheet: string | null;
  entryScript: string | null;
  /** What the relay saw of this visit, in order. */
  exchanges: RelayedExchange[];
  /** Console errors and warnings, page errors (an unused preload is a console warning). */
  problems: string[];
}

/** One visitor with an empty browser cache reads `path` through the relay, to hydration. */
async function visit(path: string): Promise<Visit> {
  const context = await browser.newContext({ locale: "zh-TW" });
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    let documentId: string | null = null;
    const hints = new Map<string, Record<string, string>>();
    const fromEarlyHints = new Map<string, boolean>();
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.type === "Document") documentId = event.requestId;
    });
    cdp.on("Network.responseReceivedEarlyHints", (event) => void hints.set(event.requestId, event.headers));
    cdp.on("Network.responseReceived", (event) => {
      const url = new URL(event.response.url);
      if (url.origin === relay.url) fromEarlyHints.set(url.pathname, event.response.fromEarlyHints === true);
    });
    await cdp.send("Network.enable");
    const first = relay.exchanges.length;
    await page.goto(relay.url + path);
    await waitForHydration(page);
    return {
      earlyHints: (documentId && hints.get(documentId)) ?? null,
      fromEarlyHints,
      stylesheet: await page.locator('link[rel="stylesheet"]').getAttribute("href"),
      entryScript: await page.locator('script[type="module"][src]').getAttribute("src"),
      exchanges: relay.exchanges.slice(first),
      problems,
    };
  } finally {
    await context.close();
  }
}

/** The relay's record of the request for `path`. */
function exchangeOf(visit: Visit, path: string | null): RelayedExchange {
  const found = visit.exchanges.filter((exchange) => exchange.path === path);
  expect(found, `requests for ${path}`).toHaveLength(1);
  const [only] = found;
  if (!only) throw new Error(`no request for ${path}`);
  return only;
}

test("a cold page's 103 reaches Chromium, which fetches the stylesheet and entry script while the page waits", async () => {
  const cold = await visit("/about");
  expect(cold.stylesheet).toMatch(/^\/assets\/site-[\w-]+\.css$/);
  expect(cold.entryScript).toMatch(/^\/assets\/client-[\w-]+\.js$/);
  // Chromium received the hint for the document, both Link entries naming the page's own assets.
  const link = cold.earlyHints?.link ?? "";
  expect(link).toContain(`<${cold.stylesheet}>; rel=preload; as=style`);
  expect(link).toContain(`<${cold.entryScript}>; rel=modulepreload`);
  // It acted on it: both came from the hint's downloads, each asked for once (the page reused them).
  expect(cold.fromEarlyHints.get(cold.stylesheet ?? "")).toBe(true);
  expect(cold.fromEarlyHints.get(cold.entryScript ?? "")).toBe(true);
  // On the wire, the browser asked for both before the page's 200 left the relay, and the 200 came after
  // the upstream's wait.
  const document = exchangeOf(cold, "/about");
  expect(document.informational.map((info) => info.status)).toEqual([103]);
  expect(document.status).toBe(200);
  const answeredAt = document.answeredAt ?? 0;
  expect(answeredAt - document.startedAt).toBeGreaterThanOrEqual(UPSTREAM_DELAY_MS);
  for (const asset of [cold.stylesheet, cold.entryScript])
    expect(exchangeOf(cold, asset).startedAt, `${asset} requested before the page's 200`).toBeLessThan(answeredAt);
  expect(cold.problems).toEqual([]);
});

test("the same page once stored gets no 103, and its assets come the ordinary way", async () => {
  // Stored by the cold visit above, or by this read when the test runs alone.
  const read = await fetch(app.baseUrl + "/about");
  await read.arrayBuffer();
  expect(read.status).toBe(200);
  const stored = await visit("/about");
  expect(stored.earlyHints).toBeNull();
  const document = exchangeOf(stored, "/about");
  expect(document.informational).toEqual([]);
  expect(document.status).toBe(200);
  expect((document.answeredAt ?? Infinity) - document.startedAt).toBeLessThan(UPSTREAM_DELAY_MS);
  expect(stored.fromEarlyHints.get(stored.stylesheet ?? "")).toBe(false);
  expect(stored.problems).toEqual([]);
});
