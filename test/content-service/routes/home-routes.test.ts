// The home page's GET endpoints: slider, article list and page resources.
import { describe, expect, it } from "vitest";
import { articleListResponse, homeSliderResponse } from "../../../shared/api/home.server.js";
import { pageResponse } from "../../../shared/api/page.server.js";
import { pageResourceResponse } from "../../../shared/api/page-resource.server.js";
import { isVideoUrl } from "../../../shared/lib/video-url.js";
import { contentRequests } from "../content-requests.js";

const { post, get } = contentRequests();

describe("home", () => {
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
