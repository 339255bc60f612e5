import { expect, test } from "vitest";
import { pageTitle } from "../../../shared/lib/page-title.js";
import { describe as describeText, textOf } from "../../../shared/lib/seo-text.js";
import { canonicalUrl, shareImage } from "../../../shared/lib/seo-site.js";
import { ACTIVITY_ID, CHARITY_ID, CONTENT_ID } from "../../../shared/lib/query-params.js";

test("titles: 「頁名｜site」, the site alone when the page is the site", () => {
  expect(pageTitle("關於我們", "恆岳集團")).toBe("關於我們｜恆岳集團");
  expect(pageTitle(" ", "恆岳集團")).toBe("恆岳集團");
  expect(pageTitle("恆岳集團", "恆岳集團")).toBe("恆岳集團");
});

test("text of HTML: tags and scripts dropped, entities decoded, whitespace collapsed", () => {
  expect(textOf("<p>一<strong>二</strong></p><p>三&amp;&#x56DB;&#20116;</p><script>x()</script>")).toBe("一二 三&四五");
});

test("descriptions: 80-120 characters ending at a mark, intro and body joined, else the fallback", () => {
  const long = "甲".repeat(90) + "。" + "乙".repeat(60);
  expect(describeText([long], "預設")).toBe("甲".repeat(90) + "。");
  const noMarks = "丙".repeat(200);
  expect([...describeText([noMarks], "預設")].length).toBe(120);
  expect(describeText(["短", "也短"], "這是預設")).toBe("這是預設");
  expect(describeText(["前言十個字的介紹文字", "<p>內容也是好幾個字，合起來就超過三十個字了喔喔喔</p>"], "x")).toBe(
    "前言十個字的介紹文字 內容也是好幾個字，合起來就超過三十個字了喔喔喔",
  );
});

test("canonical URLs keep only the parameters the page reads", () => {
  expect(canonicalUrl("https://a.tw", "/page3", "?utm_source=x&id=3&fbclid=y", [CONTENT_ID])).toBe(
    "https://a.tw/page3?id=3",
  );
  expect(canonicalUrl("https://a.tw", "/about", "?id=3", [])).toBe("https://a.tw/about");
  expect(canonicalUrl("https://a.tw", "/charity4", "?activityID=2&id=1&page=3", [CHARITY_ID, ACTIVITY_ID])).toBe(
    "https://a.tw/charity4?id=1&activityID=2",
  );
});

test("canonical URLs name each parameter's parsed value, never the spelling asked", () => {
  expect(canonicalUrl("https://a.tw", "/page3", "?id=%2003", [CONTENT_ID])).toBe("https://a.tw/page3?id=3");
  expect(canonicalUrl("https://a.tw", "/charity4", "?id=01&activityID=x", [CHARITY_ID, ACTIVITY_ID])).toBe(
    "https://a.tw/charity4?id=1",
  );
});

test("share images: no SVG or video (link previews cannot show them)", () => {
  expect(shareImage("/media/a.jpg?v=1")).toBe("/media/a.jpg?v=1");
  expect(shareImage("/media/a.svg")).toBeNull();
  expect(shareImage("/media/a.mp4")).toBeNull();
  expect(shareImage("")).toBeNull();
});
