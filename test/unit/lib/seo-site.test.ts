import { expect, test } from "vitest";
import {
  absoluteUrl,
  canonicalUrl,
  charityArea,
  hallsArea,
  isSiteData,
  shareImage,
} from "../../../shared/lib/seo-site.js";
import { ACTIVITY_ID, CHARITY_ID, CONTENT_ID } from "../../../shared/lib/query-params.js";

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

test("absolute URLs: an http(s) address stays, a site path joins the public URL with one slash", () => {
  expect(absoluteUrl("https://a.tw", "/media/a.jpg")).toBe("https://a.tw/media/a.jpg");
  expect(absoluteUrl("https://a.tw", "media/a.jpg")).toBe("https://a.tw/media/a.jpg");
  expect(absoluteUrl("https://a.tw", "HTTPS://cdn.example.com/a.jpg")).toBe("HTTPS://cdn.example.com/a.jpg");
});

test("an area named by its charity or hall, the fallback name when that is blank", () => {
  expect(charityArea(" 恆心慈善協會 ", "協會").name).toBe("恆心慈善協會");
  expect(charityArea("  ", "協會").name).toBe("協會");
  expect(hallsArea("明心佛堂").name).toBe("明心佛堂");
  expect(hallsArea().name).toBe("佛堂與課程");
});

test("site data needs a string publicUrl", () => {
  expect(isSiteData({ publicUrl: "https://a.tw" })).toBe(true);
  expect(isSiteData({ publicUrl: 1 })).toBe(false);
  expect(isSiteData(null)).toBe(false);
});
