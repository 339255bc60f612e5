// Every contract endpoint answers with the exact shape the web server parses (the shared schemas),
// and the demo content covers what each screen needs.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityListResponse,
  activityResponse,
  charityAlbumResponse,
  charityResponse,
} from "../../shared/api/charity.server.js";
import { buddhismLessonResponse, buddhismListResponse, buddhismResponse } from "../../shared/api/buddhism.server.js";
import { articleListResponse, homeSliderResponse } from "../../shared/api/home.server.js";
import { focusListResponse, historyListResponse, pageListResponse } from "../../shared/api/lists.server.js";
import { menuListResponse } from "../../shared/api/menu.server.js";
import {
  albumContentResponse,
  articleResponse,
  pageByPathResponse,
  pageResponse,
} from "../../shared/api/page.server.js";
import { pageResourceResponse } from "../../shared/api/page-resource.server.js";
import { sponsorResponse } from "../../shared/api/sponsor.server.js";
import { isVideoUrl } from "../../shared/lib/video-url.js";
import { testService, type TestService } from "./content-test-service.js";

let service: TestService;
beforeAll(() => {
  service = testService();
});
afterAll(() => service.close());

const post = async (path: string, body: object = {}): Promise<unknown> => {
  const response = await request(service.app).post(path).send(body);
  expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(200);
  expect(response.type).toBe("application/json");
  return response.body;
};
const get = async (path: string): Promise<unknown> => {
  const response = await request(service.app).get(path);
  expect(response.status, path).toBe(200);
  return response.body;
};

describe("navigation and home", () => {
  it("menu: top-level paths and dropdowns with every referType", async () => {
    const { menuListData } = menuListResponse.parse(await post("/api/website/getMenuList"));
    const subItems = menuListData.flatMap((item) => item.pageList ?? []);
    expect(new Set(subItems.map((item) => item.referType))).toEqual(new Set(["url", "page", "path"]));
    expect(menuListData.filter((item) => item.path).map((item) => item.path)).toEqual(
      expect.arrayContaining(["about", "socialActivity", "focusActivities"]),
    );
    expect(subItems).toContainEqual(expect.objectContaining({ path: "buddhism", referType: "path" }));
    expect(subItems.some((item) => item.referType === "url" && item.path.startsWith("https://"))).toBe(true);
    for (const item of menuListData) expect(item.path === undefined || /^[A-Za-z0-9]+$/.test(item.path)).toBe(true);
  });

  it("slider: 5+ slides including a /media video", async () => {
    const { data } = homeSliderResponse.parse(await get("/api/homepage/slider"));
    expect(data.length).toBeGreaterThanOrEqual(5);
    const video = data.find((slide) => slide.fileType === "video");
    expect(video?.fileUrl).toMatch(/^\/media\/.+\.webm$/);
    expect(isVideoUrl(video?.fileUrl)).toBe(true);
  });

  it("articleList: 3+ categories, 8+ articles, one external redirect", async () => {
    const { data } = articleListResponse.parse(await get("/api/homepage/articleList"));
    const articles = data.flatMap((category) => category.articleList);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(articles.filter((article) => article.redirectUrl.startsWith("https://"))).toHaveLength(1);
    for (const article of articles.filter((a) => !a.redirectUrl)) {
      pageResponse.parse(await post("/api/website/getPage", { id: article.pageID }));
    }
  });

  it.each(["0/7", "0/13"])("pageResource %s: an article and a photo list", async (key) => {
    const { data } = pageResourceResponse.parse(await get(`/api/homepage/pageResource/${key}`));
    expect(data.article[0]?.article[0]?.title).toBeTruthy();
    expect(data.slider.length).toBeGreaterThanOrEqual(6);
    expect(data.slider.every((item) => item.image && item.title && item.description)).toBe(true);
  });
});

describe("pages", () => {
  it("getPage typeId 1 and 2 with several albums out of order; slider = lowest-order album", async () => {
    const typeIds = new Set<number>();
    for (const id of [1, 2, 3, 4, 8]) {
      const { data } = pageResponse.parse(await post("/api/website/getPage", { id }));
      typeIds.add(data.result.typeId);
      if (data.album.length < 2) continue;
      const orders = data.album.map((album) => album.order);
      expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
      const first = [...data.album].sort((a, b) => a.order - b.order)[0];
      const photos = albumContentResponse.parse(await post("/api/website/getAlbumContent", { albumId: first?.id }));
      expect(data.slider.map((s) => s.image)).toEqual(photos.data.slider.map((s) => s.image));
    }
    expect(typeIds).toEqual(new Set([1, 2]));
  });

  it("getPage by pagePath: the standalone donation page", async () => {
    const { data } = pageByPathResponse.parse(await post("/api/website/getPage", { pagePath: "donate-general" }));
    expect(data.result.title).toContain("捐款");
    expect(data.result.content).toContain("<p>");
  });

  it("getArticle, getPageList, getFocusList, getHistoryList", async () => {
    expect(articleResponse.parse(await post("/api/website/getArticle", { id: 1 })).data.result.title).toBeTruthy();
    const entries = pageListResponse.parse(await post("/api/website/getPageList", { menuPath: "socialActivity" }));
    expect(entries.data.pageDataList.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries.data.pageDataList) {
      expect(["page", "page2"]).toContain(entry.path);
      pageResponse.parse(await post("/api/website/getPage", { id: entry.id }));
    }
    const focus = focusListResponse.parse(await post("/api/website/getFocusList"));
    expect(focus.data.focusDataList.some((item) => item.redirectUrl)).toBe(true);
    expect(focus.data.focusDataList.some((item) => !item.redirectUrl)).toBe(true);
    const history = historyListResponse.parse(await post("/api/website/getHistoryList"));
    expect(history.data.historyList.length).toBeGreaterThanOrEqual(8);
    const types = new Set(history.data.historyList.flatMap((year) => year.content.map((item) => item.type)));
    for (const type of ["title", "label", "enLabel", "image"]) expect(types).toContain(type);
  });
});

describe("charity", () => {
  it("getCharity, activity list (open and closed), one activity, albums", async () => {
    expect(charityResponse.parse(await post("/api/website/getCharity", { id: 1 })).data.data.title).toBeTruthy();
    const list = activityListResponse.parse(await post("/api/website/getCharityActivityList", { id: 1 }));
    const flags = list.data.activityList.map((activity) => activity.isDonate);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    const first = list.data.activityList[0];
    const one = activityResponse.parse(await post("/api/website/getCharityActivity", { id: first?.id }));
    expect(one.data.data).toEqual(first);
    const albums = charityAlbumResponse.parse(await post("/api/website/getCharityAlbum", { id: 1 }));
    expect(albums.data.albums.length).toBeGreaterThanOrEqual(2);
    expect(albums.data.albums.every((album) => album.contentList.length > 0)).toBe(true);
  });

  it("sponsors: 25+ paid donations", async () => {
    const { data } = sponsorResponse.parse(await get("/api/homepage/sponsor?limit=10&offset=0"));
    expect(data.Total).toBeGreaterThanOrEqual(25);
    expect(data.SponsorList).toHaveLength(10);
  });
});

describe("Buddhist halls", () => {
  it("4 halls, each with photos and courses; courses with albums and photos", async () => {
    const { data } = buddhismListResponse.parse(await post("/api/website/getBuddhismList"));
    expect(data.buddhismList).toHaveLength(4);
    for (const hall of data.buddhismList) {
      const detail = buddhismResponse.parse(await post("/api/website/getBuddhism", { id: hall.id }));
      expect(detail.data.slider.length).toBeGreaterThan(0);
      expect(detail.data.lesson.length).toBeGreaterThan(0);
      for (const lesson of detail.data.lesson) {
        const course = buddhismLessonResponse.parse(await post("/api/website/getBuddhismLesson", { id: lesson.id }));
        expect(course.data.album.length).toBeGreaterThan(1);
        expect(course.data.slider.length).toBeGreaterThan(0);
      }
    }
  });
});
