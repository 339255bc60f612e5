// The halls area against the fixture upstream: every route answers 200 with its content already in
// the server HTML (hall bar, list, fixed hall pages, hall information, course), the id rules (a
// missing, invalid or unknown id leaves the layout with an empty content area) and failures.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";
import { imgSrc, imgTags } from "../fixtures/image-markup.js";
import { siteMedia } from "../../shared/lib/site-media.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const app = () => buildApp(upstream.url);

function mainOf(html: string): string {
  const match = /<main\b[\s\S]*<\/main>/.exec(html);
  if (!match) throw new Error("no <main> in the page");
  return match[0];
}

async function page(path: string, status = 200): Promise<{ html: string; main: string }> {
  const res = await request(app()).get(path).expect(status);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  return { html: res.text, main: mainOf(res.text) };
}

test("a fixed hall page whose text page is missing stays a page: 200, no text", async () => {
  upstream.set('POST /api/website/getPage {"id":21}', { message: "not found" }, 404);
  const { html } = await page("/buddhism1");
  expect(html).toContain("明心佛堂");
});

describe("the hall bar on every hall page", () => {
  test.each(["/buddhism", "/buddhism1", "/buddhismIntro?id=1", "/buddhismLesson?id=51"])(
    "%s: back home, the halls from getBuddhismList, the drawer link and the footer",
    async (path) => {
      const { html } = await page(path);
      expect(html).toContain('<header class="area-bar">');
      expect(html).toContain("回到首頁");
      expect(html).toMatch(/<nav id="hall-nav" class="area-nav" aria-label="佛堂選單">/);
      expect(html).toContain('href="/buddhism"');
      expect(html).toMatch(/<a [^>]*href="\/buddhismIntro\?id=1"[^>]*>測試明心佛堂<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/buddhismIntro\?id=2"[^>]*>測試慧日佛堂<\/a>/);
      // Without JavaScript the toggle opens the drawer by its #fragment.
      expect(html).toContain('href="#hall-nav"');
      expect(html).toContain('class="corporate-footer"');
      expect(html).toContain("Copyright © 2024");
    },
  );

  test("the hall shown is marked as the current page", async () => {
    const { html } = await page("/buddhismIntro?id=2");
    expect(html).toMatch(/<a aria-current="page" href="\/buddhismIntro\?id=2"[^>]*>測試慧日佛堂<\/a>/);
    expect(html).not.toMatch(/<a aria-current="page" href="\/buddhismIntro\?id=1"/);
  });

  test("a failed hall list leaves the bar with its overview link only", async () => {
    upstream.fail("POST /api/website/getBuddhismList", "500");
    const { html, main } = await page("/buddhism");
    expect(html).toContain("佛堂總覽");
    expect(html).not.toContain("buddhismIntro?id=1");
    expect(main).toContain("目前沒有佛堂資料。");
  });
});

describe("/buddhism", () => {
  test("each hall: name, image and 查看佛堂資訊 to /buddhismIntro?id={id}", async () => {
    const { html, main } = await page("/buddhism");
    expect(html).toContain("<title>佛堂總覽｜佛堂與課程</title>");
    expect(main.match(/<li class="hall-card">/g)).toHaveLength(2);
    expect(imgTags(main).find((tag) => tag.attrs.class === "hall-card__image")).toMatchObject({
      source: "/media/hall-1.svg",
      attrs: { alt: "測試明心佛堂外觀" },
    });
    expect(main).toMatch(/<h2 class="hall-card__name">測試慧日佛堂<\/h2>/);
    expect(main).toMatch(/<a class="hall-button" href="\/buddhismIntro\?id=1"[^>]*>查看佛堂資訊/);
    expect(main).toMatch(/<a class="hall-button" href="\/buddhismIntro\?id=2"[^>]*>查看佛堂資訊/);
  });
});

describe("/buddhism1 to /buddhism4", () => {
  test.each([
    ["/buddhism1", "明心佛堂", 21],
    ["/buddhism2", "慧日佛堂", 22],
    ["/buddhism3", "妙音講堂", 23],
    ["/buddhism4", "淨蓮佛堂", 24],
  ])(
    "%s: fixed title %s, content page %i, nine photos with thumbnails, the schedule anchor",
    async (path, title, pageId) => {
      const { html, main } = await page(path);
      expect(html).toContain(`<title>佛堂導覽｜${title}</title>`);
      expect(main).toContain(`<h1 class="hall-heading">${title}</h1>`);
      expect(
        upstream.requests.some((r) => r.url === "/api/website/getPage" && r.body === JSON.stringify({ id: pageId })),
      ).toBe(true);
      // The content page's text, sanitised.
      expect(main).toContain(`${title}簡介：環境清幽`);
      expect(main).not.toContain("<script>alert");
      // Nine bundled photos, each in the main slider and in the thumbnail strip (hall thumbs 8/6/5/4/3).
      for (let n = 1; n <= 9; n += 1)
        expect(main.split(imgSrc(siteMedia(`site-hall-photo-${n}.webp`))).length - 1, `photo ${n}`).toBe(2);
      expect(main).not.toContain("site-hall-photo-10");
      expect(main).toContain("--spv-base:8;--spv-1350:6;--spv-991:5;--spv-766:4;--spv-375:3");
      // The schedule link and the image at its anchor.
      expect(main).toMatch(/<a class="hall-button" href="#schedule">查看課程時間表<\/a>/);
      expect(main).toMatch(/<section id="schedule"[^>]*>[\s\S]*<img alt="[^"]+課程時間表"/);
      expect(main).toContain(imgSrc(siteMedia("site-schedule.webp")));
    },
  );

  test("a failed content page keeps the title, photos and schedule", async () => {
    upstream.fail("POST /api/website/getPage", "500");
    const { main } = await page("/buddhism2");
    expect(main).toContain("慧日佛堂");
    expect(main).toContain(imgSrc(siteMedia("site-hall-photo-9.webp")));
    expect(main).toContain('id="schedule"');
    expect(main).not.toContain("簡介：");
  });
});

describe("/buddhismIntro?id", () => {
  test("hall name, photo slider with lightbox buttons, content, courses with dates and 查看課程詳情", async () => {
    const { html, main } = await page("/buddhismIntro?id=1");
    expect(html).toContain("<title>佛堂介紹與課程｜測試明心佛堂</title>");
    expect(main).toContain('<h1 class="hall-heading">測試明心佛堂</h1>');
    expect(upstream.requests.some((r) => r.url === "/api/website/getBuddhism" && r.body === '{"id":1}')).toBe(true);
    for (const photo of ["hall-1-photo-1", "hall-1-photo-2", "hall-1-photo-3"])
      expect(main).toContain(imgSrc(`/media/${photo}.svg`));
    expect(main).toContain('aria-label="放大檢視：山門"');
    expect(main).toContain("佛堂位於台中市。");
    expect(main).not.toContain("onerror");
    expect(main).toContain("佛學初階班");
    expect(main).toContain("2026-09-06 ~ 2026-12-27");
    // Date-times are shown as Taiwan dates.
    expect(main).toContain("2027-01-10 ~ 2027-04-25");
    expect(main).toMatch(/<a class="hall-button" href="\/buddhismLesson\?id=51"[^>]*>查看課程詳情/);
    expect(main).toMatch(/<a class="hall-button" href="\/buddhismLesson\?id=52"[^>]*>查看課程詳情/);
    // Hall 1 has a fixed hall page.
    expect(main).toContain('href="/buddhism1"');
  });

  test("no id, no call; the layout with an empty content area", async () => {
    const { html, main } = await page("/buddhismIntro");
    expect(html).toContain('<header class="area-bar">');
    expect(main).not.toContain("<h1");
    expect(upstream.requests.some((r) => r.url === "/api/website/getBuddhism")).toBe(false);
  });

  test.each(["/buddhismIntro?id=abc", "/buddhismIntro?id=0", "/buddhismIntro?id=-3"])(
    "%s: an id no hall can have, no call; the not-found page inside the halls' layout, 404",
    async (path) => {
      const res = await request(app()).get(path).expect(404);
      expect(res.text).toContain('<header class="area-bar">');
      expect(res.text).toContain("<h1>找不到頁面</h1>");
      expect(upstream.requests.some((r) => r.url === "/api/website/getBuddhism")).toBe(false);
    },
  );

  test("an id the upstream does not know: the layout with an empty content area, 404", async () => {
    upstream.set('POST /api/website/getBuddhism {"id":999}', { message: "not found" }, 404);
    const { html, main } = await page("/buddhismIntro?id=999", 404);
    expect(html).toContain("<title>佛堂資訊｜佛堂與課程</title>");
    expect(main).not.toContain("<h1");
    expect(main).not.toContain("查看課程詳情");
  });
});

describe("/buddhismLesson?id", () => {
  test("course name, large image, the album list (two albums, sorted) and the first album's photos", async () => {
    const { html, main } = await page("/buddhismLesson?id=51");
    expect(html).toContain("<title>佛學初階班｜佛堂與課程</title>");
    expect(main).toContain('<h1 class="hall-heading">佛學初階班</h1>');
    expect(imgTags(main).find((tag) => tag.attrs.class === "hall-lesson__image")).toMatchObject({
      source: "/media/lesson-51.svg",
      attrs: { alt: "佛學初階班" },
    });
    expect(main).toContain('aria-label="相簿列表"');
    expect(main.indexOf("開課典禮")).toBeLessThan(main.indexOf("課程紀實"));
    expect(main).toMatch(
      /<button type="button" class="choice-tile album-list__item" aria-pressed="true">[\s\S]*?開課典禮/,
    );
    for (const photo of ["l61-1", "l61-2", "l61-3"]) expect(main).toContain(imgSrc(`/media/${photo}.svg`));
    expect(main).toContain('aria-label="放大檢視：典禮會場"');
  });

  test("one album: no album list, the photos still show", async () => {
    const { main } = await page("/buddhismLesson?id=52");
    expect(main).toContain("禪修靜坐班");
    expect(main).not.toContain("album-list");
    expect(main).toContain(imgSrc("/media/l63-1.svg"));
  });

  test("no id: the layout with an empty content area", async () => {
    const { html, main } = await page("/buddhismLesson");
    expect(html).toContain("<title>課程資訊｜佛堂與課程</title>");
    expect(main).not.toContain("<h1");
  });

  test("an id no course can have: the not-found page, 404", async () => {
    const res = await request(app()).get("/buddhismLesson?id=x1").expect(404);
    expect(res.text).toContain("<h1>找不到頁面</h1>");
  });

  test("an unknown course: empty content area, 404", async () => {
    upstream.set('POST /api/website/getBuddhismLesson {"id":404}', { message: "not found" }, 404);
    const { main } = await page("/buddhismLesson?id=404", 404);
    expect(main).not.toContain("<h1");
  });
});
