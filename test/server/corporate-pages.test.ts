// The corporate pages reached from the home buttons, the footer and the menu: each answers 200 and
// its server HTML already holds the content; the link rules of the list pages; the history timeline
// left out when the list is empty or fails.
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

/** The page's own content: the menu and the footer repeat several of the same words. */
function mainOf(html: string): string {
  const match = /<main\b[\s\S]*<\/main>/.exec(html);
  if (!match) throw new Error("no <main> in the page");
  return match[0];
}

async function pageMain(path: string): Promise<string> {
  const res = await request(app()).get(path).expect(200);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  return mainOf(res.text);
}

/** [href, title] of every linked card, and the titles of cards without a link. */
function cardsOf(main: string) {
  const linked = [
    ...main.matchAll(
      /<a class="entry-card__link" href="([^"]*)"([^>]*)>[\s\S]*?<h2 class="entry-card__title">([^<]*)<\/h2>/g,
    ),
  ].map((m) => ({
    href: m[1],
    attributes: m[2] ?? "",
    title: m[3],
  }));
  const unlinked = [
    ...main.matchAll(/<div class="entry-card__link">[\s\S]*?<h2 class="entry-card__title">([^<]*)<\/h2>/g),
  ].map((m) => m[1]);
  return { linked, unlinked };
}

describe("every page answers 200 with its title, one h1 and its content", () => {
  const pages: [path: string, title: string, texts: string[]][] = [
    ["/about", "關於我們", ["集團事業版圖", "集團大事紀", "顧問簡介"]],
    ["/branchList", "據點介紹", ["台中總公司", "台北分公司", "高雄分公司"]],
    ["/reward", "榮譽獎項", ["年度最佳家族辦公室服務獎", "優良財務顧問團隊獎", "企業社會責任楷模獎"]],
    ["/socialActivity", "社團活動", ["登山社：合歡山健行"]],
    ["/eliteRecruitment", "菁英招募", ["菁英招募中"]],
    ["/focusActivities", "焦點活動", ["家族資產傳承論壇"]],
    ["/alpha", "阿爾法智能理財顧問", ["人工智慧", "投資一定有風險"]],
  ];
  test.each(pages)("%s", async (path, title, texts) => {
    const res = await request(app()).get(path).expect(200);
    expect(res.text).toContain(`<title>${title}｜恆岳集團</title>`);
    expect(res.text).toContain("回到首頁");
    const main = mainOf(res.text);
    expect(main.match(/<h1\b/g)).toHaveLength(1);
    for (const text of texts) expect(main, text).toContain(text);
    // Every picture has an alt attribute (empty only where a title next to it says the same).
    for (const img of main.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\salt="/);
  });
});

describe("/about", () => {
  test("group distribution: cover, title, subtitle and eight category cards with external links", async () => {
    const main = await pageMain("/about");
    expect(main).toContain(imgSrc(siteMedia("site-about-cover.webp")));
    expect(main).toContain("八大事業群");
    expect(main).toContain('class="group-map group-map--n8"');
    for (const title of [
      "金融保險",
      "創投私募",
      "金融科技",
      "健康蔬食",
      "不動產與土地開發",
      "健康科技",
      "慈善公益",
      "社團",
    ]) {
      expect(main).toContain(`<h3 class="group-card__title">${title}</h3>`);
    }
    const external = main.match(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/g) ?? [];
    expect(external.length).toBeGreaterThanOrEqual(8);
  });

  test("history: every year, title / ♟ label / enLabel / image; other types and unsafe images are not shown", async () => {
    const main = await pageMain("/about");
    for (const year of ["2008", "2013", "2015"]) expect(main).toContain(`<h3 class="history-card__year">${year}</h3>`);
    expect(main).toContain("恆岳資產管理顧問成立");
    expect(main).toMatch(/<span class="history-card__pawn" aria-hidden="true">♟<\/span>於台中設立總公司/);
    expect(main).toContain('<p class="history-card__en" lang="en">Founded in Taichung</p>');
    expect(imgTags(main).find((tag) => tag.attrs.class === "history-card__image")).toMatchObject({
      source: "/media/h1.svg",
      attrs: { alt: "2008 年：恆岳資產管理顧問成立" },
    });
    expect(main).not.toContain("內部備註不應顯示");
    expect(main).not.toContain("javascript:");
    // Server HTML shows every card; the fade-in only starts once the page has hydrated.
    expect(main.match(/data-reveal="static"/g)).toHaveLength(3);
    expect(main).not.toContain('data-anim-active="true"');
  });

  test.each([
    ["an empty history list", () => upstream.set("POST /api/website/getHistoryList", { data: { historyList: [] } })],
    ["a failed history call", () => upstream.fail("POST /api/website/getHistoryList", "500")],
  ])("%s leaves the timeline out and keeps the rest of the page", async (_, arrange) => {
    arrange();
    const main = await pageMain("/about");
    expect(main).not.toContain("集團大事紀");
    expect(main).not.toContain("history-timeline");
    expect(main).toContain("集團事業版圖");
    expect(main).toContain("顧問簡介");
  });

  test("profile: heading images, 12 current positions, 13 past roles, the book and its four-row table", async () => {
    const main = await pageMain("/about");
    for (const heading of ["現任職務", "經歷", "著作"])
      expect(main).toMatch(new RegExp(`<h3 class="profile__heading"><img [^>]*alt="${heading}"`));
    const lists = [...main.matchAll(/<ol class="profile__roles">([\s\S]*?)<\/ol>/g)].map(
      (m) => (m[1] ?? "").match(/<li>/g)?.length,
    );
    expect(lists).toEqual([12, 13]);
    expect(main).toContain('<span class="profile__distributed">');
    expect(imgTags(main).find((tag) => tag.attrs.class === "book__cover")).toMatchObject({
      source: siteMedia("site-book-cover.webp"),
      attrs: { width: "285", height: "400" },
    });
    const rows = [...main.matchAll(/<th scope="row">([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(rows).toEqual(["書名", "出版者", "出版日期", "內容大綱"]);
    expect(main).toContain("2008年3月");
    expect(main.match(/<ul class="book__outline">([\s\S]*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(3);
  });
});

describe("/branchList", () => {
  test("three branches with photo, phone and address; only the main office has a working button", async () => {
    const main = await pageMain("/branchList");
    expect(main.match(/<li class="card-grid__card branch-card">/g)).toHaveLength(3);
    for (const photo of ["taichung", "taipei", "kaohsiung"])
      expect(main).toContain(imgSrc(siteMedia(`site-branch-${photo}.webp`)));
    expect(main.match(/<a href="tel:\+886\d+">/g)).toHaveLength(3);
    expect(main.match(/<dt>地址<\/dt>/g)).toHaveLength(3);
    expect(main.match(/href="\/branch1"/g)).toHaveLength(1);
    expect(
      main.match(/<button class="branch-card__more" type="button" disabled="">更多資訊（籌備中）<\/button>/g),
    ).toHaveLength(2);
  });
});

describe("/reward", () => {
  test("three award photos with date captions", async () => {
    const main = await pageMain("/reward");
    expect(main.match(/<figure class="card-grid__card reward-card">/g)).toHaveLength(3);
    const dates = [...main.matchAll(/<time class="reward-card__date" dateTime="([\d-]+)">([\d-]+)<\/time>/gi)].map(
      (m) => m[2],
    );
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("/socialActivity", () => {
  test("asks for the entries of its own menu path and links each to /{path}?id={id}", async () => {
    const main = await pageMain("/socialActivity");
    const bodies = upstream.requests
      .filter((r) => r.url === "/api/website/getPageList")
      .map((r): unknown => JSON.parse(r.body));
    expect(bodies).toEqual([{ menuPath: "socialActivity" }]);
    const { linked, unlinked } = cardsOf(main);
    expect(linked.map(({ href, title }) => [href, title])).toEqual([
      ["/page?id=7", "登山社：合歡山健行"],
      ["/page2?id=8", "羽球社：秋季聯誼賽"],
    ]);
    // An entry without a path still shows, but links nowhere.
    expect(unlinked).toEqual(["沒有路徑的社團紀錄"]);
    expect(main).toContain(imgSrc("/media/social-7.svg"));
  });

  test("a failed call renders the page with an empty list", async () => {
    upstream.fail("POST /api/website/getPageList", "500");
    const main = await pageMain("/socialActivity");
    expect(main).toContain("社團活動");
    expect(main).not.toContain("entry-card");
  });
});

describe("/focusActivities", () => {
  test("redirectUrl when set (external in a new tab), else /page{typeID}?id={pageID}", async () => {
    const main = await pageMain("/focusActivities");
    const { linked } = cardsOf(main);
    expect(linked.map(({ href, title }) => [href, title])).toEqual([
      ["/page?id=5", "家族資產傳承論壇"],
      ["/page2?id=6", "海外資產配置說明會"],
      ["https://news.example.org/award", "媒體專題報導"],
      ["/article?id=9", "站內文章連結"],
      ["/page3?id=10", "不安全的轉址"],
    ]);
    for (const card of linked) {
      if (card.href?.startsWith("https://"))
        expect(card.attributes).toContain('target="_blank" rel="noopener noreferrer"');
      else expect(card.attributes).not.toContain("target=");
    }
    expect(main).not.toContain("javascript:");
    expect(main).toContain("論壇回顧");
  });

  test("a failed call renders the page with an empty list", async () => {
    upstream.fail("POST /api/website/getFocusList", "bad-json");
    const main = await pageMain("/focusActivities");
    expect(main).toContain("焦點活動");
    expect(main).not.toContain("entry-card");
  });
});

describe("client-side navigation gets each list's loader data from the server", () => {
  test.each([
    ["/about", "about", "history"],
    ["/socialActivity", "social-activity", "entries"],
    ["/focusActivities", "focus-activities", "items"],
  ])("%s", async (path, routeId, key) => {
    const res = await request(app()).get(`${path}?_data=${routeId}`).expect(200);
    const body: unknown = res.body;
    expect(body).toMatchObject({ data: { [key]: expect.arrayContaining([expect.anything()]) as unknown } });
  });
});
