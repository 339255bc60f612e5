import { describe, expect, it } from "vitest";
import {
  contentSchemas,
  type MediaResolver,
} from "../../../../server/content-service/content-files/content-schemas.js";

const resolveMedia: MediaResolver = (reference) =>
  reference.startsWith("missing")
    ? { ok: false, message: `no file ${reference}` }
    : { ok: true, address: `/media/${reference}` };
const { single, many } = contentSchemas(resolveMedia);

describe("media fields", () => {
  it("resolve each reference to its address, and an absent one to nothing", () => {
    const hall = many.hall.parse({ id: 1, name: "大殿", image: "halls/a.jpg" });
    expect(hall).toMatchObject({ id: 1, image: "/media/halls/a.jpg", content: "", photos: [] });
    expect(many.hall.parse({ id: "2", name: "偏殿" }).image).toBe("");
  });

  it("report a reference the resolver cannot find at its field", () => {
    const result = many.hall.safeParse({ id: 1, name: "大殿", image: "missing.jpg" });
    expect(result.error?.issues).toMatchObject([{ path: ["image"], message: "no file missing.jpg" }]);
  });

  it("resolve an image entry of the history, at its data field", () => {
    const history = single.history.parse({
      years: [
        {
          id: 1,
          year: "1990",
          content: [
            { type: "image", data: "h.jpg" },
            { type: "text", data: "h.jpg" },
          ],
        },
      ],
    });
    expect(history.years[0]?.content).toEqual([
      { type: "image", data: "/media/h.jpg" },
      { type: "text", data: "h.jpg" },
    ]);
    const wrong = single.history.safeParse({
      years: [{ id: 1, year: "", content: [{ type: "image", data: "missing" }] }],
    });
    expect(wrong.error?.issues[0]?.path).toEqual(["years", 0, "content", 0, "data"]);
  });
});

describe("rich text", () => {
  it("renders markdown and resolves the relative media it names, decoded", () => {
    const charity = many.charity.parse({ id: 1, title: "", content: { markdown: "![a](photos/%E5%9C%96.jpg)" } });
    expect(charity.content).toContain('src="/media/photos/圖.jpg"');
  });

  it("leaves absolute addresses in HTML alone", () => {
    const html = '<img src="https://example.org/a.jpg"><a href="/page/1">x</a>';
    expect(many.charity.parse({ id: 1, content: html }).content).toBe(html);
  });
});

describe("the kinds", () => {
  it("refuse a misspelt field", () => {
    expect(many.hall.safeParse({ id: 1, name: "大殿", imgae: "a.jpg" }).success).toBe(false);
  });

  it("take links that start with http(s):// or one slash, and no other", () => {
    const item = { postID: 1, pageID: 1, title: "", intro: "" };
    const news = (redirectUrl: string) =>
      single.news.safeParse({ categories: [{ id: 1, category: "", articleList: [{ ...item, redirectUrl }] }] });
    for (const ok of ["https://example.org", "/page/1", ""]) expect(news(ok).success, ok).toBe(true);
    for (const bad of ["//evil.example", "javascript:alert(1)", "page/1"]) expect(news(bad).success, bad).toBe(false);
  });

  it("tell a slide's video from its file name when the type is not given", () => {
    const slider = single.slider.parse({
      slides: [
        { fileUrl: "a.MP4", position: 1 },
        { fileUrl: "b.jpg", position: 2 },
        { fileUrl: "c.jpg", fileType: "video", position: 3 },
      ],
    });
    expect(slider.slides.map((slide) => slide.fileType)).toEqual(["video", "image", "video"]);
  });

  it("give a page its defaults, and an album its owner of one kind", () => {
    expect(many.page.parse({ id: 1, typeId: 2 })).toMatchObject({ linkPath: "page", position: 0, title: "" });
    expect(many.album.safeParse({ id: 1, owner: { page: 1, course: 2 } }).success).toBe(false);
    expect(many.album.parse({ id: 1, owner: { course: "2" } }).owner).toEqual({ course: 2 });
  });
});
