// Shared set-up of the WebKit suite files: the site in front of the embedded content service (seeded
// SQLite, real media, the payment sandbox) behind the watching proxy, and one WebKit for the file.
// Each file calls webKitSuite() once at its top level.
import { afterAll, beforeAll } from "vitest";
import { startContentSite, type ContentSite } from "./content-site.js";
import type { RewritingProxy } from "./html-rewriting-proxy.js";
import type { WebDriverSession } from "./webdriver-client.js";
import { launchWebKit, type WebKit } from "./webkit-harness.js";
import { startWatchedSite } from "./webkit-watch.js";

/** Start-up budget: a content service, the app and a browser on a busy 2-core machine. */
export const START_BUDGET_MS = 120_000;

/** Registers the file's hooks; the returned functions work once beforeAll has run. */
export function webKitSuite(options: { javaScript?: boolean } = {}) {
  let content: ContentSite | undefined;
  let watched: RewritingProxy | undefined;
  let webkit: WebKit | undefined;
  beforeAll(async () => {
    [content, webkit] = await Promise.all([startContentSite(), launchWebKit(options)]);
    watched = await startWatchedSite(content.baseUrl);
  }, START_BUDGET_MS);
  afterAll(async () => {
    await webkit?.close();
    await watched?.close();
    await content?.close();
  });
  return {
    driver: (): WebDriverSession => {
      if (!webkit) throw new Error("WebKit did not start");
      return webkit.driver;
    },
    /** The address of `path` on the watched site. */
    url: (path: string): string => {
      if (!watched) throw new Error("the site did not start");
      return watched.url + path;
    },
  };
}
