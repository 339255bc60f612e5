// The site in front of the embedded content service (seeded SQLite, the payment sandbox) and a Chromium to
// visit it: what the donation-loop and ATM suites start once per file.
import type { Browser } from "playwright-core";
import { listeningService, type ListeningService } from "../content-service/content-test-service.js";
import { buildApp } from "../server/app-harness.js";
import { launchBrowser, listen } from "./harness.js";

export type ListeningSite = Awaited<ReturnType<typeof listen>>;

export interface ServiceSite {
  service: ListeningService;
  site: ListeningSite;
  browser: Browser;
  close: () => Promise<void>;
}

export async function startServiceSite(settings: Parameters<typeof listeningService>[0] = {}): Promise<ServiceSite> {
  const service = await listeningService(settings);
  // A loaded CI machine can be slow to answer: a generous upstream deadline keeps pages whole.
  // A second's freshness: the sponsor list is read from the content cache, so a paid donor shows within it.
  const site = await listen(buildApp(service.origin, { upstreamTimeoutMs: 5000, contentTtlMs: 1000 }));
  const browser = await launchBrowser();
  return {
    service,
    site,
    browser,
    close: async () => {
      await browser.close();
      await site.close();
      service.close();
    },
  };
}
