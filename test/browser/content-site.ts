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
  const site = await listen(buildApp(service.origin));
  return {
    baseUrl: site.baseUrl,
    close: async () => {
      await site.close();
      service.close();
    },
  };
}
