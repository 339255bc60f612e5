// GET /api/homepage/sponsor: answered here, not proxied, so every name is masked on the server
// (docs/decisions/002-sponsor-names-masked-on-the-server.md); public and cached like content.
import type { Request, RequestHandler, Response } from "express";
import type { Config } from "../config.js";
import { sendStatusPage } from "../http/status-page.js";
import { SPONSOR_PAGE_SIZE } from "../../../shared/api/browser-api.js";
import type { Logger } from "../observability/logger.js";
import { createRequestApi } from "../upstream/request-api.js";
import type { UpstreamClient } from "../upstream/upstream-client.js";

/** The content service's own bound (docs/content-api.md); the table asks for 10. */
const MAX_LIMIT = 50;
/** The same bound as ?sponsorPage= on the page (query-id.ts: nine digits). */
const MAX_OFFSET = 999_999_999;

function whole(raw: unknown, fallback: number, max: number): number | null {
  if (raw === undefined) return fallback;
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value <= max ? value : null;
}

/** Fresh for shared caches as long as in ours; browsers ask again each time (a new donor shows at once there). */
export function sponsorCacheControl({ contentTtlMs }: Pick<Config, "contentTtlMs">): string {
  return `public, max-age=0, s-maxage=${Math.floor(contentTtlMs / 1000)}`;
}

export function sponsorApi(
  upstream: UpstreamClient,
  logger: Logger,
  config: Pick<Config, "contentTtlMs">,
): RequestHandler {
  const cacheControl = sponsorCacheControl(config);
  return async (req: Request, res: Response) => {
    const limit = whole(req.query.limit, SPONSOR_PAGE_SIZE, MAX_LIMIT);
    const offset = whole(req.query.offset, 0, MAX_OFFSET);
    if (limit === null || limit === 0 || offset === null) return sendStatusPage(req, res, 400, "錯誤的分頁參數");
    // Failures are logged by the request API; the browser keeps the page it shows (spec section 8).
    const page = await createRequestApi(upstream, logger, upstream.forShared).api.getSponsors(limit, offset);
    if (!page) return sendStatusPage(req, res, 502, "內容服務暫時無法使用，請稍後再試");
    res.setHeader("cache-control", cacheControl);
    res.json({ data: page });
  };
}
