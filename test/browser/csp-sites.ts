// The sites the CSP browser tests load: the demo content (every route, pictures included), the same
// behind a proxy that slips markup into its HTML, and the app in front of an upstream whose page
// content is hostile (test/fixtures/hostile-upstream.ts, the fixture upstream for everything else).
import { startHostileUpstream } from "../fixtures/hostile-upstream.js";
import { startTestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "../server/app-harness.js";
import { startContentSite } from "./content-site.js";
import { HOSTILE_PAGE, startInjectingProxy } from "./csp-watch.js";
import { listen } from "./harness.js";

export interface CspSites {
  content: string;
  slipped: string;
  hostile: string;
  close(): Promise<void>;
}

export async function startCspSites(): Promise<CspSites> {
  const content = await startContentSite();
  const slipped = await startInjectingProxy(content.baseUrl);
  const fixtures = await startTestUpstream();
  const hostileUpstream = await startHostileUpstream(fixtures.url);
  hostileUpstream.answer("/api/website/getPage", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify(HOSTILE_PAGE),
  });
  const hostile = await listen(buildApp(hostileUpstream.url));
  return {
    content: content.baseUrl,
    slipped: slipped.url,
    hostile: hostile.baseUrl,
    close: async () => {
      await hostile.close();
      await hostileUpstream.close();
      await fixtures.close();
      await slipped.close();
      await content.close();
    },
  };
}
