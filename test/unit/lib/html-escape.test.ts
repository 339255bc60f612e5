import { expect, test } from "vitest";
import { escapeHtml } from "../../../shared/lib/html-escape.js";

test("the five characters that can end text or an attribute value are escaped, nothing else", () => {
  expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
    "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
  );
  expect(escapeHtml("捐款 600 元")).toBe("捐款 600 元");
});
