// The ApiClient one request's loaders see: each failure is logged and becomes null (the section
// renders empty), and the request remembers it, so a degraded render is never stored in the page cache.
import type { ApiClient } from "../../../shared/api/api-client.js";
import type { Logger } from "../observability/logger.js";
import { upstreamSaysMissing } from "../http/not-found.js";
import { UpstreamError } from "./fetch-json.js";
import type { UpstreamClient, UpstreamReads } from "./upstream-client.js";

/** A 404 is expected (debug); an upstream fault warns without a stack; only our own faults are errors. */
export function logUpstreamFailure(
  logger: Logger,
  fields: Record<string, unknown>,
  error: unknown,
  what: string,
  { notFoundExpected = true }: { notFoundExpected?: boolean } = {},
): void {
  if (error instanceof UpstreamError) {
    if (upstreamSaysMissing(error.status) && notFoundExpected)
      logger.debug({ ...fields, status: error.status }, `upstream has no such item; ${what}`);
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
  /** True once the upstream said it has no such item (a 404 to a call naming one): the page is not found. */
  readonly missing: boolean;
}

/** The calls that name the page's own item: their 404 means the page asked for does not exist. */
const ITEM_CALLS = new Set([
  "getPage",
  "getPageByPath",
  "getArticle",
  "getCharity",
  "getBuddhism",
  "getBuddhismLesson",
]);

const isMissing = (call: string, error: unknown): boolean =>
  ITEM_CALLS.has(call) && error instanceof UpstreamError && upstreamSaysMissing(error.status);

export function createRequestApi(
  upstream: UpstreamClient,
  logger: Logger,
  reads: UpstreamReads = upstream,
): RequestApi {
  const state = { degraded: false, usedLiveData: false, missing: false };
  const guard =
    <A extends unknown[], R>(name: string, method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R | null> => {
      try {
        return await method(...args);
      } catch (error) {
        if (isMissing(name, error)) state.missing = true;
        else state.degraded = true;
        logUpstreamFailure(logger, { call: name, args }, error, "section left empty");
        return null;
      }
    };
  const api: ApiClient = {
    getMenu: guard("getMenu", reads.getMenu),
    getHomeSlides: guard("getHomeSlides", reads.getHomeSlides),
    getNewsCategories: guard("getNewsCategories", reads.getNewsCategories),
    getPageResource: guard("getPageResource", reads.getPageResource),
    getPage: guard("getPage", reads.getPage),
    getPageByPath: guard("getPageByPath", reads.getPageByPath),
    getAlbumContent: guard("getAlbumContent", reads.getAlbumContent),
    getArticle: guard("getArticle", reads.getArticle),
    getPageList: guard("getPageList", reads.getPageList),
    getFocusList: guard("getFocusList", reads.getFocusList),
    getHistoryList: guard("getHistoryList", reads.getHistoryList),
    getCharity: guard("getCharity", reads.getCharity),
    getCharityActivityList: guard("getCharityActivityList", reads.getCharityActivityList),
    getCharityActivity: guard("getCharityActivity", reads.getCharityActivity),
    getCharityAlbum: guard("getCharityAlbum", reads.getCharityAlbum),
    getSponsors: guard("getSponsors", reads.getSponsors),
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
    getBuddhismList: guard("getBuddhismList", reads.getBuddhismList),
    getBuddhism: guard("getBuddhism", reads.getBuddhism),
    getBuddhismLesson: guard("getBuddhismLesson", reads.getBuddhismLesson),
  };
  return {
    api,
    get degraded() {
      return state.degraded;
    },
    get usedLiveData() {
      return state.usedLiveData;
    },
    get missing() {
      return state.missing;
    },
  };
}
