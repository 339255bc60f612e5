// Browser test harness: the real app on a free port against a test upstream, Debian's Chromium
// through playwright-core, and a page that records every console error, page error, hydration
// warning and CSP violation so each test can assert a clean console.
import type { AddressInfo } from "node:net";
import http, { type Server } from "node:http";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import type { Config } from "../../server/web/config.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "../server/app-harness.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Site {
  baseUrl: string;
  upstream: TestUpstream;
  close(): Promise<void>;
}

/** The app against the fixture upstream (test/fixtures/content-fixtures.ts). */
export async function startSite(overrides: Partial<Config> = {}): Promise<Site> {
  const upstream = await startTestUpstream();
  const site = await listen(buildApp(upstream.url, overrides));
  return {
    baseUrl: site.baseUrl,
    upstream,
    close: async () => {
      await site.close();
      await upstream.close();
    },
  };
}

/** Listens on a free loopback port. */
export async function listen(
  app: ReturnType<typeof buildApp>,
): Promise<{ baseUrl: string; server: Server; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = http.createServer(app).listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `extraArgs`: flags one test needs on top of these (a certificate to trust, say). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      // Videos may autoplay muted in tests as they would for a visitor.
      "--autoplay-policy=no-user-gesture-required",
      ...extraArgs,
    ],
  });
}

/** How long one wait (a selector, a click's actionability, a function) may take on a busy 2-core machine. */
export const WAIT_BUDGET_MS = 25_000;

/** A phone the image tests load pages on: 390 px wide at 3× density, touch, Taiwanese locale. */
export const PHONE_AT_3X = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: "zh-TW",
} as const;

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, page errors, CSP violations: a clean page has none. */
  problems: string[];
}

export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1440, height: 900 },
  javaScriptEnabled = true,
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale: "zh-TW", javaScriptEnabled });
  // Below the test's own budget (vitest.config.ts): a wait that never ends fails naming what it waited
  // for, instead of an anonymous test timeout.
  context.setDefaultTimeout(WAIT_BUDGET_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (type === "error" || type === "warning") problems.push(`console.${type}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  // CSP violations also surface as DOM events; record them from inside the page.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(url, { waitUntil: "load" });
  return { page, context, problems };
}

/** Resolves once React has hydrated the page (the client marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Resolves once the slider under `selector` has its swiper and is not moving. A looping swiper ignores
 * previous / next while a move runs (loopPreventsSliding), and a moving slide is a moving click target.
 */
export async function waitForSliderAtRest(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((root) => {
    const element = document.querySelector(`${root} .swiper-initialized`);
    if (!element || !("swiper" in element)) return false;
    const { swiper } = element;
    return typeof swiper === "object" && swiper !== null && "animating" in swiper && swiper.animating === false;
  }, selector);
}

/** Resolves once the element's text is exactly `text` (state changes after a key press are not instant). */
export async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(([target, expected]) => document.querySelector(target)?.textContent === expected, [
    selector,
    text,
  ] as const);
}
