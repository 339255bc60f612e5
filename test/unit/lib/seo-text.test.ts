import { expect, test } from "vitest";
import { describe as describeText, textOf } from "../../../shared/lib/seo-text.js";

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
