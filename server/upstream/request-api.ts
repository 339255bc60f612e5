// The ApiClient one request's loaders see: each failure is logged and becomes null (the section
// renders empty), and the request remembers it, so a degraded render is never stored in the page cache.
import type { ApiClient } from "../../shared/api/api-client.js";
import type { Logger } from "../logger.js";
import type { UpstreamClient } from "./upstream-client.js";

export interface RequestApi {
  api: ApiClient;
  /** True once any call failed: the page is not what a healthy upstream would give. */
  readonly degraded: boolean;
  /** True once a call was made whose answer must not be reused for another visitor (sponsors). */
  readonly personalised: boolean;
}

export function createRequestApi(upstream: UpstreamClient, logger: Logger): RequestApi {
  const state = { degraded: false, personalised: false };
  const guard =
    <A extends unknown[], R>(name: string, method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R | null> => {
      try {
        return await method(...args);
      } catch (error) {
        state.degraded = true;
        logger.warn({ err: error, call: name, args }, "upstream call failed; section left empty");
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
    getSponsors: (limit, offset) => {
      state.personalised = true;
      return guard("getSponsors", upstream.getSponsors)(limit, offset);
    },
    donate: async (method, body) => {
      try {
        return await upstream.donate(method, body);
      } catch (error) {
        // Not `guard`: its log line carries the arguments, and these hold a donor's name and phone.
        logger.warn({ err: error, call: "donate", method }, "upstream donation call failed");
        return null;
      }
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
    get personalised() {
      return state.personalised;
    },
  };
}
