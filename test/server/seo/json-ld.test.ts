// JSON-LD: the schema.org types each kind of page carries with their required properties, the
// no nonce on any block (the policy names none), and no way for upstream text to leave the script element.
import sharp from "sharp";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { buildApp } from "../app-harness.js";
import { jsonLdObjects, jsonLdOf } from "./head-parts.js";

const PUBLIC_URL = "https://www.example.org";
let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const app = () => buildApp(upstream.url, { publicUrl: PUBLIC_URL });

async function objectsOf(path: string, type: string): Promise<Record<string, unknown>[]> {
  const res = await request(app()).get(path).expect(200);
  return jsonLdObjects(res.text).filter((o) => o["@type"] === type);
}

// vitest types its asymmetric matchers as any; held as unknown, they match without spreading it.
const absolute: unknown = expect.stringMatching(/^https:\/\/www\.example\.org\//);
const someText: unknown = expect.any(String);

describe("types and required properties", () => {
  test("Organization on the home page: name, url, logo, telephone, postal address", async () => {
    const [org] = await objectsOf("/", "Organization");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: "恆岳資產管理顧問股份有限公司",
      url: `${PUBLIC_URL}/`,
      logo: absolute,
      telephone: "+886-4-2258-6600",
      address: { "@type": "PostalAddress", addressRegion: "台中市", addressLocality: "西屯區", addressCountry: "TW" },
    });
  });

  test("NGO on each charity page, with a DonateAction to its /charity4 page", async () => {
    for (const path of ["/charity1?id=1", "/charity2?id=1", "/charity3?id=1", "/charity4?id=1"]) {
      const [org] = await objectsOf(path, "NGO");
      expect(org).toMatchObject({
        name: "社團法人測試慈善協會",
        url: `${PUBLIC_URL}/charity1?id=1`,
        address: { "@type": "PostalAddress", streetAddress: someText },
        potentialAction: { "@type": "DonateAction", target: `${PUBLIC_URL}/charity4?id=1` },
      });
    }
  });

  test("NewsArticle on /page3 and /article: headline, image, publisher", async () => {
    for (const [path, headline] of [
      ["/page3?id=1", "年度活動回顧"],
      ["/article?id=1", "文章標題"],
    ]) {
      const [article] = await objectsOf(path ?? "", "NewsArticle");
      expect(article).toMatchObject({
        headline,
        image: [absolute],
        mainEntityOfPage: absolute,
        publisher: {
          "@type": "Organization",
          name: someText,
          logo: { "@type": "ImageObject", url: absolute },
        },
      });
    }
  });

  test("NewsArticle: the organisation as author and publisher, its PNG logo as an ImageObject", async () => {
    for (const path of ["/page3?id=1", "/article?id=1"]) {
      const [article] = await objectsOf(path, "NewsArticle");
      const organisation = { "@type": "Organization", name: "恆岳資產管理顧問股份有限公司", url: `${PUBLIC_URL}/` };
      expect(article?.author).toEqual(organisation);
      expect(article?.publisher).toEqual({
        ...organisation,
        logo: { "@type": "ImageObject", url: `${PUBLIC_URL}/images/logo.png`, width: 512, height: 512 },
      });
      // The fixtures carry no date: none is claimed.
      expect(article).not.toHaveProperty("datePublished");
    }
    const logo = await request(app()).get("/images/logo.png").expect(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(Buffer.isBuffer(logo.body)).toBe(true);
    if (Buffer.isBuffer(logo.body)) expect((await sharp(logo.body).metadata()).width).toBe(512);
  });

  test("NewsArticle: datePublished whenever the answer carries a date, as ISO 8601", async () => {
    const withDate = (result: Record<string, unknown>) => ({
      data: { result: { title: "年度活動回顧", intro: "", content: "<p>內容</p>", typeId: 2, ...result } },
    });
    upstream.set("POST /api/website/getPage", { ...withDate({ publishDate: "2024-03-01" }), album: [] });
    let [article] = await objectsOf("/page3?id=1", "NewsArticle");
    expect(article?.datePublished).toBe("2024-03-01");
    upstream.set("POST /api/website/getArticle", {
      data: { result: { title: "文章標題", content: "<p>x</p>", create_time: "2024-03-05 09:30:00" } },
    });
    [article] = await objectsOf("/article?id=1", "NewsArticle");
    expect(article?.datePublished).toBe("2024-03-05T09:30:00+08:00");
    upstream.set("POST /api/website/getArticle", {
      data: { result: { title: "文章標題", content: "<p>x</p>", publishedAt: "2024-03-05T01:30:00Z" } },
    });
    [article] = await objectsOf("/article?id=1", "NewsArticle");
    expect(article?.datePublished).toBe("2024-03-05T01:30:00Z");
    // Not a date: no claim, and the page is still there.
    upstream.set("POST /api/website/getArticle", {
      data: { result: { title: "文章標題", content: "<p>x</p>", date: "下週一" } },
    });
    [article] = await objectsOf("/article?id=1", "NewsArticle");
    expect(article).toBeDefined();
    expect(article).not.toHaveProperty("datePublished");
  });

  test("BreadcrumbList where the menu reaches the page; every item but the last has an address", async () => {
    const [list] = await objectsOf("/about", "BreadcrumbList");
    expect(list?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首頁", item: `${PUBLIC_URL}/` },
      { "@type": "ListItem", position: 2, name: "關於我們", item: `${PUBLIC_URL}/about` },
    ]);
    expect(await objectsOf("/", "BreadcrumbList")).toEqual([]);
  });

  test("BuddhistTemple for each hall on the list, and for the hall on its own page", async () => {
    const temples = await objectsOf("/buddhism", "BuddhistTemple");
    expect(temples.map((t) => t.name)).toEqual(["測試明心佛堂", "測試慧日佛堂"]);
    for (const temple of temples) expect(temple).toMatchObject({ url: absolute, image: absolute });
    const [one] = await objectsOf("/buddhismIntro?id=1", "BuddhistTemple");
    expect(one).toMatchObject({ name: "測試明心佛堂", url: `${PUBLIC_URL}/buddhismIntro?id=1` });
  });
});

describe("safety", () => {
  test("blocks carry no nonce, as the page's policy names none (a data block is never executed)", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(app()).get("/about").expect(200);
      expect(String(res.headers["content-security-policy"])).not.toContain("nonce");
      const blocks = jsonLdOf(res.text);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(block.nonce).toBeNull();
    }
  });

  test("upstream text cannot close the script element or open a comment", async () => {
    const hostile = "</script><script>alert(1)</script><!-- </SCRIPT > & \u2028";
    upstream.set("POST /api/website/getPage", {
      data: {
        result: { id: 1, title: hostile, intro: hostile, content: "<p>內容</p>", image: "", video: "", typeId: 2 },
        album: [],
        slider: [],
      },
    });
    const res = await request(app()).get("/page3?id=1").expect(200);
    const blocks = jsonLdOf(res.text);
    for (const block of blocks) {
      expect(block.text).not.toMatch(/<|>|&|\u2028/);
    }
    const [article] = jsonLdObjects(res.text).filter((o) => o["@type"] === "NewsArticle");
    expect(article?.headline).toBe(hostile);
    expect(res.text).not.toContain("<script>alert(1)");
  });
});
