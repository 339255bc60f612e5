import { expect, test } from "vitest";
import { splitHeadBytes } from "../../../../server/web/pages/head-tags.js";

const split = (html: string) => {
  const { headTags, rest } = splitHeadBytes(Buffer.from(html, "utf8"));
  return { headTags, rest: rest.toString("utf8") };
};

test("the leading title, meta and link tags are split from the rest, which stays bytes", () => {
  const head = '<title>關於我們</title><meta name="description" content="恆岳"><link rel="canonical" href="/about">';
  expect(split(`${head}<div>內容</div>`)).toEqual({ headTags: head, rest: "<div>內容</div>" });
  expect(split("<div>沒有標題</div>")).toEqual({ headTags: "", rest: "<div>沒有標題</div>" });
});

test("head tags of any length are split at their last byte, whatever characters they hold", () => {
  // Full-width ＜ and ＞ (EF BC 9C, EF BC 9E) and a four-byte character: no byte of them is "<" or ">".
  const head = `<title>${"＜標題＞🙏".repeat(4000)}</title><meta name="description" content="${"說明".repeat(2000)}">`;
  const body = `<main>${"內文".repeat(10_000)}</main>`;
  expect(Buffer.byteLength(head)).toBeGreaterThan(16 * 1024);
  expect(split(head + body)).toEqual({ headTags: head, rest: body });
});

test("a tag that is not a head tag ends the head, even one that looks like one later", () => {
  const head = "<title>短</title>";
  const body = '<main>長</main><meta name="late" content="x">';
  expect(split(head + body)).toEqual({ headTags: head, rest: body });
});
