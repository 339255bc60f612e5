// The typed content client: one getter per endpoint with its schema, cache and post-processing (HTML
// sanitised once here: the types take SafeHtml). Getters throw; request-api.ts logs and empties the section.
import type { z } from "zod";
import type { ApiClient } from "../../../shared/api/api-client.js";
import { buddhismLessonResponse, buddhismListResponse, buddhismResponse } from "../../../shared/api/buddhism.server.js";
import {
  activityListResponse,
  activityResponse,
  charityAlbumResponse,
  charityResponse,
} from "../../../shared/api/charity.server.js";
import { articleListResponse, homeSliderResponse } from "../../../shared/api/home.server.js";
import { focusListResponse, historyListResponse, pageListResponse } from "../../../shared/api/lists.server.js";
import { menuListResponse } from "../../../shared/api/menu.server.js";
import {
  albumContentResponse,
  articleResponse,
  pageByPathResponse,
  pageResponse,
} from "../../../shared/api/page.server.js";
import { pageResourceResponse } from "../../../shared/api/page-resource.server.js";
import { sponsorResponse } from "../../../shared/api/sponsor.server.js";
import { atmTransferResponse } from "../../../shared/api/atm-transfer.server.js";
import { DONATE_PATHS } from "../../../shared/api/donation.js";
import { MESSAGES } from "../../../shared/lib/donation-rules.js";
import { maskName } from "../../../shared/lib/mask-name.server.js";
import { RevalidatingCache } from "../cache/revalidating-cache.js";
import { noMetrics, upstreamEndpoint, type MetricsRecorder } from "../observability/metrics/recorder.js";
import { fetchJson, UpstreamError } from "./fetch-json.js";
import { postDonationToUpstream } from "./post-donation.js";
import { sanitizeHtml } from "./sanitize-html.js";
import type { SourceRules } from "../images/image-source.js";

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  maxBytes: number;
  ttlMs: number;
  staleMs: number;
  failureMs: number;
  donation: { timeoutMs: number; gatewayUrl: string };
  onRefreshError: (key: string, error: unknown) => void;
  metrics?: MetricsRecorder;
  imageSources?: SourceRules;
}

export type UpstreamReads = {
  [K in keyof ApiClient]: (
    ...args: Parameters<ApiClient[K]>
  ) => Promise<NonNullable<Awaited<ReturnType<ApiClient[K]>>>>;
};

/** `forShared`: for answers stored for every visitor, waiting for a stale entry's refresh. */
export type UpstreamClient = UpstreamReads & { forShared: UpstreamReads };

const MAX_KEYS_PER_ENDPOINT = 200;

export function createUpstreamClient(options: UpstreamOptions): UpstreamClient {
  const reads = createReads(options);
  return { ...reads(false), forShared: reads(true) };
}

function createReads(options: UpstreamOptions): (noStale: boolean) => UpstreamReads {
  const metrics = options.metrics ?? noMetrics;
  /** A wrong-shaped answer counts as an error like a failed request. */
  const timed = async <R>(method: string, path: string, run: () => Promise<R>): Promise<R> => {
    const start = performance.now();
    let ok = false;
    try {
      const result = await run();
      ok = true;
      return result;
    } finally {
      metrics.upstreamCall(upstreamEndpoint(path), method, ok, (performance.now() - start) / 1000);
    }
  };
  const call = <S extends z.ZodType>(method: "GET" | "POST", path: string, body: unknown, schema: S) =>
    timed(method, path, () => fetchAndParse(method, path, body, schema));
  const fetchAndParse = async <S extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    schema: S,
  ): Promise<z.output<S>> => {
    const json = await fetchJson(options.baseUrl + path, {
      method,
      body,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
    });
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new UpstreamError(
        `${method} ${path}: unexpected response shape: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join(".")} ${i.message}`)
          .join("; ")}`,
      );
    }
    return parsed.data;
  };
  const cached = <A, R>(load: (arg: A) => Promise<R>, keyOf: (arg: A) => string = String) => {
    const cache = new RevalidatingCache<R>({
      ttlMs: options.ttlMs,
      staleMs: options.staleMs,
      maxEntries: MAX_KEYS_PER_ENDPOINT,
      failureMs: options.failureMs,
      onRefreshError: options.onRefreshError,
      onOutcome: (outcome) => metrics.cacheLookup("content", outcome),
    });
    return (noStale: boolean) => (arg: A) => cache.get(keyOf(arg), () => load(arg), { noStale });
  };
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) => call("POST", path, body, schema);
  const get = <S extends z.ZodType>(path: string, schema: S) => call("GET", path, undefined, schema);

  const getMenu = cached(
    async (_: void) => (await post("/api/website/getMenuList", {}, menuListResponse)).menuListData,
    () => "menu",
  );
  const getHomeSlides = cached(
    async (_: void) => {
      const { data } = await get("/api/homepage/slider", homeSliderResponse);
      return data.filter((s) => s.fileUrl).sort((a, b) => a.position - b.position);
    },
    () => "slides",
  );
  const getNewsCategories = cached(
    async (_: void) => (await get("/api/homepage/articleList", articleListResponse)).data,
    () => "news",
  );
  const getPageResource = cached(async (resource: "0/7" | "0/13") => {
    const { data } = await get(`/api/homepage/pageResource/${resource}`, pageResourceResponse);
    const first = data.article[0]?.article[0];
    return {
      article: first ? { ...first, content: sanitizeHtml(first.content, options.imageSources) } : null,
      slider: data.slider,
    };
  });
  const getPage = cached(async (id: number) => {
    const { data } = await post("/api/website/getPage", { id }, pageResponse);
    return { ...data, result: { ...data.result, content: sanitizeHtml(data.result.content, options.imageSources) } };
  });
  const getPageByPath = cached(async (pagePath: string) => {
    const { data } = await post("/api/website/getPage", { pagePath }, pageByPathResponse);
    return { ...data.result, content: sanitizeHtml(data.result.content, options.imageSources) };
  });
  const getAlbumContent = cached(
    async (albumId: number) =>
      (await post("/api/website/getAlbumContent", { albumId }, albumContentResponse)).data.slider,
  );
  const getArticle = cached(async (id: number) => {
    const { result } = (await post("/api/website/getArticle", { id }, articleResponse)).data;
    return { ...result, content: sanitizeHtml(result.content, options.imageSources) };
  });
  const getPageList = cached(
    async (menuPath: string) =>
      (await post("/api/website/getPageList", { menuPath }, pageListResponse)).data.pageDataList,
  );
  const getFocusList = cached(
    async (_: void) => (await post("/api/website/getFocusList", {}, focusListResponse)).data.focusDataList,
    () => "focus",
  );
  const getHistoryList = cached(
    async (_: void) => (await post("/api/website/getHistoryList", {}, historyListResponse)).data.historyList,
    () => "history",
  );
  const getCharity = cached(async (id: number) => {
    const { data } = (await post("/api/website/getCharity", { id }, charityResponse)).data;
    return { ...data, content: sanitizeHtml(data.content, options.imageSources) };
  });
  const getCharityActivityList = cached(async (id: number) =>
    (await post("/api/website/getCharityActivityList", { id }, activityListResponse)).data.activityList.map((a) => ({
      ...a,
      content: sanitizeHtml(a.content, options.imageSources),
    })),
  );
  const getCharityActivity = cached(async (id: number) => {
    const { data } = (await post("/api/website/getCharityActivity", { id }, activityResponse)).data;
    return { ...data, content: sanitizeHtml(data.content, options.imageSources) };
  });
  const getCharityAlbum = cached(
    async (id: number) => (await post("/api/website/getCharityAlbum", { id }, charityAlbumResponse)).data,
  );
  // Names are masked again here: the public list must never show a full name, whatever the upstream sends.
  const loadSponsorPage = async ({ limit, offset }: { limit: number; offset: number }) => {
    const { data } = await get(`/api/homepage/sponsor?limit=${limit}&offset=${offset}`, sponsorResponse);
    return { ...data, SponsorList: data.SponsorList.map((s) => ({ ...s, DonorName: maskName(s.DonorName) })) };
  };
  // Cached for every reader, a donor's own result page too: one upstream call per page per fresh window
  // however many ask (docs/decisions/004-donation-pages-stored.md).
  const getSponsors = cached(loadSponsorPage, ({ limit, offset }) => `${limit}:${offset}`);
  // Each donation creates an order upstream: never cached, never coalesced.
  const donate: UpstreamReads["donate"] = async (method, body) => {
    // An upstream whose charity answer does not say monthlyGiving never receives a period.
    if ("period" in body && body.period !== undefined) {
      const offered = method === "creditCard" && (await getCharity(false)(body.charityID)).monthlyGiving;
      if (!offered) return { kind: "refused", message: MESSAGES.monthlyClosed };
    }
    return timed("POST", DONATE_PATHS[method], () =>
      postDonationToUpstream(options.baseUrl + DONATE_PATHS[method], body, options.donation),
    );
  };
  // One donor's transfer details: never cached. An unknown number (404) is an answer, not a failure.
  const getAtmTransfer: UpstreamReads["getAtmTransfer"] = async (orderNo) => {
    try {
      const { data } = await post("/api/website/getAtmTransfer", { orderNo }, atmTransferResponse);
      return { found: true, transfer: data };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return { found: false };
      throw error;
    }
  };
  const getBuddhismList = cached(
    async (_: void) => (await post("/api/website/getBuddhismList", {}, buddhismListResponse)).data.buddhismList,
    () => "halls",
  );
  const getBuddhism = cached(async (id: number) => {
    const { data } = await post("/api/website/getBuddhism", { id }, buddhismResponse);
    return { ...data, data: { ...data.data, content: sanitizeHtml(data.data.content, options.imageSources) } };
  });
  const getBuddhismLesson = cached(
    async (id: number) => (await post("/api/website/getBuddhismLesson", { id }, buddhismLessonResponse)).data,
  );

  return (noStale) => ({
    getMenu: () => getMenu(noStale)(),
    getHomeSlides: () => getHomeSlides(noStale)(),
    getNewsCategories: () => getNewsCategories(noStale)(),
    getPageResource: getPageResource(noStale),
    getPage: getPage(noStale),
    getPageByPath: getPageByPath(noStale),
    getAlbumContent: getAlbumContent(noStale),
    getArticle: getArticle(noStale),
    getPageList: getPageList(noStale),
    getFocusList: () => getFocusList(noStale)(),
    getHistoryList: () => getHistoryList(noStale)(),
    getCharity: getCharity(noStale),
    getCharityActivityList: getCharityActivityList(noStale),
    getCharityActivity: getCharityActivity(noStale),
    getCharityAlbum: getCharityAlbum(noStale),
    getSponsors: (limit, offset) => getSponsors(noStale)({ limit, offset }),
    donate,
    getAtmTransfer,
    getBuddhismList: () => getBuddhismList(noStale)(),
    getBuddhism: getBuddhism(noStale),
    getBuddhismLesson: getBuddhismLesson(noStale),
  });
}
