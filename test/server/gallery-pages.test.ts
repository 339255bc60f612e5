// /page and /page2 (layouts by typeId), /branch1, /KryptoGo and /templateA against the fixture
// upstream: each answers 200 with its content already in the server HTML; the id and typeId rules;
// a failed upstream leaves the content area empty.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { BRANCHES } from "../../shared/ui/branches/branch-data.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";
import { imgSrc, imgTags, sourcesOf } from "../fixtures/image-markup.js";
import { siteMedia } from "../../shared/lib/site-media.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

function mainOf(html: string): string {
  const match = /<main\b[\s\S]*<\/main>/.exec(html);
  if (!match) throw new Error("no <main> in the page");
  return match[0];
}

async function page(path: string, status = 200): Promise<{ html: string; main: string }> {
  const res = await request(buildApp(upstream.url)).get(path).expect(status);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  return { html: res.text, main: mainOf(res.text) };
}

const emptyMain = '<main id="main" class="content-page page-container"></main>';

describe("/page?id: the layout its typeId names", () => {
  test("typeId 1: title, content, image, album list (two albums) and the photo list with a preview pane", async () => {
    const { html, main } = await page("/page?id=5");
    expect(html).toContain("<title>年度活動回顧｜恆岳集團</title>");
    expect(main).toContain('<h1 class="content-page__title">年度活動回顧</h1>');
    expect(main).toContain("<p>內容");
    expect(main).not.toMatch(/<script|javascript:/);
    expect(sourcesOf(main, "content-page__media")).toEqual(["/media/p.svg"]);
    expect(main).toContain('aria-label="相簿列表"');
    // The photo list: the first photo pressed and shown in the preview, which opens the lightbox.
    expect(main).toContain('class="photo-picker photo-picker--thumbs"');
    expect(main.match(/class="choice-tile photo-picker__item" aria-pressed="true"/g)).toHaveLength(1);
    expect(main.match(/class="choice-tile photo-picker__item" aria-pressed="false"/g)).toHaveLength(2);
    expect(main).toMatch(/aria-label="放大檢視：照片一"><img class="contained-photo photo-picker__large"/);
    expect(sourcesOf(main, "photo-picker__large")).toEqual(["/media/s1.svg"]);
    // No video field: no video.
    expect(main).not.toContain("<video");
  });

  test("typeId 1 with a video: the video is muted, loads nothing and waits to be visible; one album: no album list", async () => {
    const { main } = await page("/page?id=43");
    expect(main).toMatch(
      /<video class="page-layout__video-media" src="\/media\/forum.webm" aria-label="論壇精華影片影片" controls="" muted="" playsInline="" preload="none"/,
    );
    expect(main).not.toContain("autoplay");
    expect(main).not.toContain("album-list");
    expect(main).toContain(imgSrc("/media/f81-1.svg"));
  });

  test("typeId 2: title and intro header, a video detected from the image address, album gallery with thumbnails", async () => {
    const { html, main } = await page("/page?id=41");
    expect(html).toContain("<title>數位金融體驗營｜恆岳集團</title>");
    expect(main).toMatch(
      /<header class="content-page__header page-layout__hero-header"><h1 class="content-page__title">數位金融體驗營<\/h1><p class="content-page__intro">動手體驗 AI 投資組合健檢<\/p>/,
    );
    expect(main).toMatch(/<video class="page-layout__hero" src="\/media\/camp.webm"/);
    expect(main).not.toContain("album-list");
    expect(main).toContain('class="slider gallery__main"');
    expect(main).toContain('class="slider gallery__thumbs"');
    expect(main).not.toContain("photo-picker");
  });

  test("another typeId renders nothing (and its title is not used)", async () => {
    const { html, main } = await page("/page?id=42");
    expect(main).toBe(emptyMain);
    expect(html).toContain("<title>活動內容｜恆岳集團</title>");
    expect(html).not.toContain("類型三的頁面");
    expect(html).toContain('<header class="top-bar">');
  });

  test("no id: no call, the layout with an empty content area", async () => {
    const { main } = await page("/page");
    expect(main).not.toContain("<h1");
    expect(upstream.requests.some((r) => r.url === "/api/website/getPage")).toBe(false);
  });

  test.each(["/page?id=", "/page?id=abc", "/page?id=1.5", "/page?id=0"])(
    "%s: an id no page can have: no call, the not-found page inside the layout, 404",
    async (path) => {
      const res = await request(buildApp(upstream.url)).get(path).expect(404);
      expect(res.text).toContain("<h1>找不到頁面</h1>");
      expect(res.text).toContain('<header class="top-bar">');
      expect(upstream.requests.some((r) => r.url === "/api/website/getPage")).toBe(false);
    },
  );

  test.each([
    ["unknown (404)", 404, () => upstream.set('POST /api/website/getPage {"id":999}', { message: "not found" }, 404)],
    ["failing (500)", 200, () => upstream.fail("POST /api/website/getPage", "500")],
    ["bad JSON", 200, () => upstream.fail("POST /api/website/getPage", "bad-json")],
  ])("an %s page: the layout with an empty content area, status %i", async (_, status, arrange) => {
    arrange();
    const { main } = await page("/page?id=999", status);
    expect(main).not.toContain("<h1");
  });
});

describe("/page2?id: always the typeId 2 layout", () => {
  test.each([
    ["typeId 1 page", "/page2?id=5", "年度活動回顧"],
    ["typeId 2 page", "/page2?id=41", "數位金融體驗營"],
    ["typeId 3 page", "/page2?id=42", "類型三的頁面"],
  ])("%s", async (_, path, title) => {
    const { main } = await page(path);
    expect(main).toContain(`<h1 class="content-page__title">${title}</h1>`);
    expect(main).toContain("page-layout__hero-header");
    expect(main).not.toContain("photo-picker");
  });

  test("typeId 2 with two albums: the album list, the first album's photos in a main slider and a thumbnail slider", async () => {
    const { main } = await page("/page2?id=5");
    expect(main).toContain('aria-label="相簿列表"');
    expect(sourcesOf(main, "page-layout__hero")).toEqual(["/media/p.svg"]);
    expect(main).toContain('class="slider gallery__thumbs"');
    for (const photo of ["s1", "s2", "s3"]) expect(main).toContain(imgSrc(`/media/${photo}.svg`));
  });

  test("no id: the layout with an empty content area", async () => {
    const { main } = await page("/page2");
    expect(main).not.toContain("<h1");
  });

  test("an id no page can have: the not-found page, 404", async () => {
    const res = await request(buildApp(upstream.url)).get("/page2?id=x").expect(404);
    expect(res.text).toContain("<h1>找不到頁面</h1>");
  });
});

describe("/branch1", () => {
  test("map frame with a title, phone and address as on /branchList, parking button and dialog, the gallery", async () => {
    const { html, main } = await page("/branch1");
    const office = BRANCHES[0];
    if (!office) throw new Error("no main office");
    expect(html).toContain(`<title>${office.name}｜恆岳集團</title>`);
    expect(main).toMatch(
      /<iframe class="branch-office__map" src="https:\/\/www.google.com\/maps\/embed\?pb=[^"]+" title="台中總公司位置地圖（Google 地圖）" loading="lazy"/,
    );
    expect(main).toContain(`<a href="${office.phoneHref}">${office.phone}</a>`);
    expect(main).toContain(`<dd>${office.address}</dd>`);
    // The parking dialog is in the page, closed, with its picture and the Close button.
    expect(main).toMatch(
      /<button type="button" class="branch-office__button" aria-haspopup="dialog">停車資訊<\/button>/,
    );
    expect(main).toMatch(/<dialog class="parking-dialog" aria-labelledby="parking-dialog-title">/);
    expect(main).not.toMatch(/<dialog[^>]* open/);
    expect(main).toContain(imgSrc(siteMedia("site-parking.webp")));
    expect(main).toMatch(/<button type="button" class="parking-dialog__close" lang="en">Close<\/button>/);
  });

  test("the gallery: a hundred photos, only the ones near the first render their picture; a hundred lazy thumbnails", async () => {
    const { main } = await page("/branch1");
    const thumbs = imgTags(main).filter((tag) => tag.attrs.class?.split(" ").includes("gallery__thumb-media"));
    expect(thumbs).toHaveLength(100);
    expect(
      thumbs.every((tag) => tag.attrs.loading === "lazy" && /branch-office-\d{3}\.webp$/.test(tag.source ?? "")),
    ).toBe(true);
    const large = sourcesOf(main, "gallery__media").map((source) => /branch-office-(\d{3})/.exec(source ?? "")?.[1]);
    // The first photo, its neighbour and (the slideshow loops) the last one.
    expect(large).toEqual(["001", "002", "100"]);
    expect(main.match(/gallery__media--pending/g)).toHaveLength(97);
    expect(main).toContain('aria-label="總公司環境照片"');
    expect(main).toContain('aria-label="1 / 100"');
    expect(main).toContain('aria-label="100 / 100"');
  });
});

describe("/KryptoGo and /templateA", () => {
  test.each([
    ["/KryptoGo", "0/7", "數位資產安全保管服務", "冷錢包保管說明", ["保管金庫參訪", "多重簽章說明", "稅務講座"]],
    ["/templateA", "0/13", "投資講座活動紀實", "一年四季的投資講座", ["春季講座", "夏季講座"]],
  ])(
    "%s (resource %s): article with label, content, thumbnail; the Recorded photo list, first selected",
    async (path, resource, title, content, items) => {
      const { html, main } = await page(path);
      expect(
        upstream.requests.some((r) => r.method === "GET" && r.url === `/api/homepage/pageResource/${resource}`),
      ).toBe(true);
      expect(html).toContain(`<title>${title}｜恆岳集團</title>`);
      expect(main).toContain(`<h1 class="content-page__title">${title}</h1>`);
      expect(main).toContain('<p class="resource-article__label">簡介 <span lang="en">Introduction</span></p>');
      expect(main).toContain(content);
      expect(sourcesOf(main, "content-page__media")[0]).toMatch(/^\/media\/r\d+\.svg$/);
      expect(main).toContain(">Recorded photo</h2>");
      const buttons = [
        ...main.matchAll(
          /<button type="button" class="choice-tile photo-picker__item" aria-pressed="(true|false)"><span class="photo-picker__title">([^<]+)<\/span>/g,
        ),
      ];
      expect(buttons.map((m) => m[2])).toEqual(items);
      expect(buttons.map((m) => m[1])).toEqual(items.map((_, i) => String(i === 0)));
      // The first item's image is the big one.
      expect(sourcesOf(main, "photo-picker__large")[0]).toMatch(/^\/media\/r\d+-1\.svg$/);
    },
  );

  test("descriptions show under each list item", async () => {
    const { main } = await page("/KryptoGo");
    expect(main).toContain('<span class="photo-picker__description">客戶參觀保管設施</span>');
  });

  test("a failed resource leaves the content area empty, 200", async () => {
    upstream.fail("GET /api/homepage/pageResource/0/13", "500");
    const { html, main } = await page("/templateA");
    expect(html).toContain("<title>活動紀實｜恆岳集團</title>");
    expect(main).not.toContain("<h1");
    expect(main).not.toContain("Recorded photo");
  });
});
