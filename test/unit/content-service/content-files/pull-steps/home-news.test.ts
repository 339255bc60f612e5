import { expect, test } from "vitest";
import { pullHomeNews } from "../../../../../server/content-service/content-files/pull-steps/home-news.js";
import { fixtures } from "../../../../fixtures/content-fixtures.js";
import { byEndpoint, fakePullRun } from "./fake-pull-run.js";

test("each card's thumbnail is the folder's; the categories are returned as the upstream gave them", async () => {
  const { run, written } = fakePullRun(byEndpoint(fixtures));
  const news = await pullHomeNews(run);
  expect(news.length).toBeGreaterThan(0);
  const thumbnails = JSON.stringify(written.get("home/news")).match(/"thumbnailUrl":"[^"]*"/g) ?? [];
  expect(thumbnails.length).toBe(news.flatMap((category) => category.articleList).length);
  expect(thumbnails.every((field) => field.includes("pulled:"))).toBe(true);
});
