// Every route's head: 「頁名｜site」 title, a description of 1-120 characters, an absolute canonical
// URL keeping only the parameters the page reads, the Open Graph and Twitter tags — all inside <head>,
// for cached and streamed pages alike.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { buildApp } from "../app-harness.js";
import { headOf } from "./head-parts.js";

const PUBLIC_URL = "https://www.example.org";
let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const app = () => buildApp(upstream.url, { publicUrl: PUBLIC_URL });

const ROUTES: [path: string, site: string, canonical: string][] = [
  ["/", "恆岳集團", "/"],
  ["/about", "恆岳集團", "/about"],
  ["/alpha", "恆岳集團", "/alpha"],
  ["/branchList", "恆岳集團", "/branchList"],
  ["/branch1", "恆岳集團", "/branch1"],
  ["/eliteRecruitment", "恆岳集團", "/eliteRecruitment"],
  ["/focusActivities", "恆岳集團", "/focusActivities"],
  ["/reward", "恆岳集團", "/reward"],
  ["/socialActivity", "恆岳集團", "/socialActivity"],
  ["/article?id=1", "恆岳集團", "/article?id=1"],
  ["/page?id=5", "恆岳集團", "/page?id=5"],
  ["/page2?id=8", "恆岳集團", "/page2?id=8"],
  ["/page3?id=1", "恆岳集團", "/page3?id=1"],
  ["/KryptoGo", "恆岳集團", "/KryptoGo"],
  ["/templateA", "恆岳集團", "/templateA"],
  ["/charity?path=donate-general", "社團法人恆心慈善協會", "/charity?path=donate-general"],
  ["/charity1?id=1", "社團法人測試慈善協會", "/charity1?id=1"],
  ["/charity2?id=1", "社團法人測試慈善協會", "/charity2?id=1"],
  ["/charity3?id=1", "社團法人測試慈善協會", "/charity3?id=1"],
  ["/charity4?id=1&activityID=21", "社團法人測試慈善協會", "/charity4?id=1&activityID=21"],
  ["/buddhism", "佛堂與課程", "/buddhism"],
  ["/buddhism1", "明心佛堂", "/buddhism1"],
  ["/buddhismIntro?id=1", "測試明心佛堂", "/buddhismIntro?id=1"],
  ["/buddhismLesson?id=51", "佛堂與課程", "/buddhismLesson?id=51"],
];

describe("every route's head", () => {
  test.each(ROUTES)("%s", async (path, site, canonical) => {
    // Tracking parameters on the way in must not reach the canonical URL.
    const separator = path.includes("?") ? "&" : "?";
    const res = await request(app()).get(`${path}${separator}utm_source=line&fbclid=abc`).expect(200);
    const { title, meta, canonical: href } = headOf(res.text);
    expect(title).toMatch(new RegExp(`^[^｜]+｜${site}$`));
    const description = meta.get("description") ?? "";
    expect([...description].length).toBeGreaterThan(0);
    expect([...description].length).toBeLessThanOrEqual(120);
    expect(description).not.toMatch(/[<>]/);
    expect(href).toBe(PUBLIC_URL + canonical);
    expect(meta.get("og:title")).toBe(title);
    expect(meta.get("og:description")).toBe(description);
    expect(meta.get("og:url")).toBe(PUBLIC_URL + canonical);
    expect(meta.get("og:type")).toMatch(/^(website|article)$/);
    expect(meta.get("og:image")).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp|gif)$/);
    expect(meta.get("og:locale")).toBe("zh_TW");
    expect(meta.get("og:site_name")).toBe(site);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
  });
});

describe("details", () => {
  test("the head tags come before the stylesheet and scripts, in the first bytes", async () => {
    const res = await request(app()).get("/about").expect(200);
    const { head } = headOf(res.text);
    expect(head.indexOf("<title>")).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head.indexOf("twitter:card")).toBeLessThan(head.indexOf("modulepreload"));
    expect(res.text.indexOf("twitter:card")).toBeLessThan(4096);
  });

  test("a streamed page (live sponsor table, never cached) has its head tags in <head> too", async () => {
    const res = await request(app()).get("/charity4?id=1").expect(200);
    const { title, canonical } = headOf(res.text);
    expect(title).toBe("我要捐款｜社團法人測試慈善協會");
    expect(canonical).toBe(`${PUBLIC_URL}/charity4?id=1`);
    const body = res.text.slice(res.text.indexOf("<body>"));
    expect(body).not.toMatch(/<title>|<meta |rel="canonical"/);
  });

  test("news pages are articles, others websites; the page's own raster image is the share image", async () => {
    expect(headOf((await request(app()).get("/page3?id=1").expect(200)).text).meta.get("og:type")).toBe("article");
    expect(headOf((await request(app()).get("/about").expect(200)).text).meta.get("og:type")).toBe("website");
    upstream.set("POST /api/website/getArticle", {
      data: { result: { title: "照片文章", thumbnailUrl: "/media/cover.jpg", content: "<p>內容</p>" } },
    });
    const { meta } = headOf((await request(app()).get("/article?id=7").expect(200)).text);
    expect(meta.get("og:image")).toBe(`${PUBLIC_URL}/media/cover.jpg`);
    expect(meta.has("og:image:width")).toBe(false);
  });

  test("the description is the page's own text, HTML stripped, cut within 80-120 characters", async () => {
    const sentence = "這是一段用來測試描述長度的活動內容文字，";
    upstream.set("POST /api/website/getArticle", {
      data: {
        result: { title: "長文", thumbnailUrl: "", content: `<p><strong>開頭</strong>&amp;${sentence.repeat(8)}</p>` },
      },
    });
    const { meta } = headOf((await request(app()).get("/article?id=7").expect(200)).text);
    const description = meta.get("description") ?? "";
    expect(description.startsWith("開頭&這是")).toBe(true);
    expect([...description].length).toBeGreaterThanOrEqual(80);
    expect([...description].length).toBeLessThanOrEqual(120);
  });

  test("the not-found page is kept out of the index", async () => {
    const res = await request(app()).get("/no-such-page").expect(404);
    const { title, meta, canonical } = headOf(res.text);
    expect(title).toBe("找不到頁面｜恆岳集團");
    expect(meta.get("robots")).toBe("noindex");
    expect(canonical).toBeNull();
  });
});
