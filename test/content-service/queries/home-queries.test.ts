// Home page data: the slides in stored order (the client sorts by position) and news categories by position,
// each with its own cards by position.
import { afterAll, expect, test } from "vitest";
import { homeQueries } from "../../../server/content-service/queries/home-queries.js";
import { insertRows, migratedMemoryDb } from "../migrated-db.js";

const db = migratedMemoryDb();
afterAll(() => db.close());
insertRows(db, "home_slides", [
  { id: 1, file_type: "video", file_url: "/media/intro.mp4", position: 2 },
  { id: 2, file_type: "image", file_url: "/media/slide-1.jpg", position: 1 },
]);
insertRows(db, "news_categories", [
  { id: 1, name: "集團新聞", position: 2 },
  { id: 2, name: "活動訊息", position: 1 },
  { id: 3, name: "空分類", position: 3 },
]);
const card = { intro: "引言", thumbnail_url: "/media/n.jpg", redirect_url: "" };
insertRows(db, "news_posts", [
  { post_id: 101, category_id: 1, page_id: 5, title: "後", position: 2, ...card },
  { post_id: 102, category_id: 1, page_id: 6, title: "前", position: 1, ...card, redirect_url: "https://example.org" },
  { post_id: 103, category_id: 2, page_id: 7, title: "活動", position: 1, ...card },
]);
const home = homeQueries(db);

test("slides: every slide in stored order with its position", () => {
  expect(home.slides()).toEqual([
    { fileType: "video", fileUrl: "/media/intro.mp4", position: 2 },
    { fileType: "image", fileUrl: "/media/slide-1.jpg", position: 1 },
  ]);
});

test("newsCategories: categories by position, each with only its own cards by position", () => {
  const shaped = (postID: number, pageID: number, title: string, redirectUrl = "") => ({
    postID,
    pageID,
    title,
    intro: "引言",
    thumbnailUrl: "/media/n.jpg",
    redirectUrl,
  });
  expect(home.newsCategories()).toEqual([
    { id: 2, category: "活動訊息", articleList: [shaped(103, 7, "活動")] },
    { id: 1, category: "集團新聞", articleList: [shaped(102, 6, "前", "https://example.org"), shaped(101, 5, "後")] },
    { id: 3, category: "空分類", articleList: [] },
  ]);
});
