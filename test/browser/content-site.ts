// The real web app in front of the embedded content service (seeded SQLite in a temp folder), for
// browser tests that need the site's own /media pictures to load: the fixture upstream has no media,
// and a missing picture is a console error in Chromium.
import { listeningService } from "../content-service/content-test-service.js";
import { buildApp } from "../server/app-harness.js";
import { listen } from "./harness.js";

export interface ContentSite {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startContentSite(): Promise<ContentSite> {
  const service = await listeningService();
  // A second's freshness: the sponsor list is read from the content cache, so a paid donor shows within it.
  const site = await listen(buildApp(service.origin, { contentTtlMs: 1000 }));
  return {
    baseUrl: site.baseUrl,
    close: async () => {
      await site.close();
      service.close();
    },
  };
}
