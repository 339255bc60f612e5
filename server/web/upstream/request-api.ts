// The ApiClient one request's loaders see: each failure is logged and becomes null (the section
// renders empty), and the request remembers it, so a degraded render is never stored in the page cache.
import type { ApiClient } from "../../../shared/api/api-client.js";
import type { Logger } from "../observability/logger.js";
import { UpstreamError } from "./fetch-json.js";
import type { UpstreamClient } from "./upstream-client.js";

/**
 * One short line per failed upstream call. "No such item" (404 to a content call: a random or stale
 * id) is expected: debug. An upstream fault (down, slow, 5xx, bad JSON, wrong shape) is the upstream's,
 * not ours: warn, its message, no stack (it would only show our fetch code). Anything else is a fault
 * of ours: error, with its stack.
 */
export function logUpstreamFailure(
  logger: Logger,
  fields: Record<string, unknown>,
  error: unknown,
  what: string,
  { notFoundExpected = true }: { notFoundExpected?: boolean } = {},
): void {
  if (error instanceof UpstreamError) {
    if (error.status === 404 && notFoundExpected)
      logger.debug({ ...fields, status: 404 }, `upstream has no such item; ${what}`);
    else
      logger.warn(
        { ...fields, status: error.status ?? undefined, reason: error.message },
        `upstream call failed; ${what}`,
      );
  } else {
    logger.error({ ...fields, err: error }, `upstream call failed unexpectedly; ${what}`);
  }
}

export interface RequestApi {
  api: ApiClient;
  /** True once any call failed: the page is not what a healthy upstream would give. */
  readonly degraded: boolean;
  /** True once a call was made whose answer must not be reused for another visitor (an ATM account). */
  readonly usedLiveData: boolean;
}

export function createRequestApi(upstream: UpstreamClient, logger: Logger): RequestApi {
  const state = { degraded: false, usedLiveData: false };
  const guard =
    <A extends unknown[], R>(name: string, method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R | null> => {
      try {
        return await method(...args);
      } catch (error) {
        state.degraded = true;
        logUpstreamFailure(logger, { call: name, args }, error, "section left empty");
        return null;
      }
    };
  const api: ApiClient = {
    getMenu: guard("getMenu", upstream.getMenu),
    getHomeSlides: guard("getHomeSlides", upstream.getHomeSlides),
    getNewsCategories: guard("getNewsCategories", upstream.getNewsCategories),
    getPageResource: guard("getPageResource", upstream.getPageResource),
    getPage: guard("getPage", upstream.getPage),
    getPageByPath: guard("getPageByPath", upstream.getPageByPath),
    getAlbumContent: guard("getAlbumContent", upstream.getAlbumContent),
    getArticle: guard("getArticle", upstream.getArticle),
    getPageList: guard("getPageList", upstream.getPageList),
    getFocusList: guard("getFocusList", upstream.getFocusList),
    getHistoryList: guard("getHistoryList", upstream.getHistoryList),
    getCharity: guard("getCharity", upstream.getCharity),
    getCharityActivityList: guard("getCharityActivityList", upstream.getCharityActivityList),
    getCharityActivity: guard("getCharityActivity", upstream.getCharityActivity),
    getCharityAlbum: guard("getCharityAlbum", upstream.getCharityAlbum),
    getSponsors: guard("getSponsors", upstream.getSponsors),
    donate: async (method, body) => {
      try {
        const outcome = await upstream.donate(method, body);
        // Order numbers only: the body holds a donor's name and phone, and is never logged.
        if (outcome.kind === "payment") logger.info({ tradeNo: outcome.tradeNo, method }, "donation order created");
        if (outcome.kind === "rejected")
          logger.error(
            { tradeNo: outcome.tradeNo, method, reason: outcome.reason },
            "upstream payment page refused; nothing of it was sent to the visitor",
          );
        if (outcome.kind === "unknown")
          logger.warn(
            { tradeNo: outcome.tradeNo, method, reason: outcome.reason },
            "donation result unknown: the order may exist upstream",
          );
        return outcome;
      } catch (error) {
        // Not `guard`: its log line carries the arguments, and these hold a donor's name and phone.
        // A 404 here is no random id: the donation endpoint itself is missing.
        logUpstreamFailure(logger, { call: "donate", method }, error, "donation not taken", {
          notFoundExpected: false,
        });
        return null;
      }
    },
    getAtmTransfer: (orderNo) => {
      // One donor's page: never stored in the page cache.
      state.usedLiveData = true;
      return guard("getAtmTransfer", upstream.getAtmTransfer)(orderNo);
    },
    getBuddhismList: guard("getBuddhismList", upstream.getBuddhismList),
    getBuddhism: guard("getBuddhism", upstream.getBuddhism),
    getBuddhismLesson: guard("getBuddhismLesson", upstream.getBuddhismLesson),
  };
  return {
    api,
    get degraded() {
      return state.degraded;
    },
    get usedLiveData() {
      return state.usedLiveData;
    },
  };
}
