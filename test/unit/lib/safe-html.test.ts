// Upstream HTML that skipped the sanitiser must not compile where loaders and the rich-text component
// take HTML. The type assertions (expectTypeOf) are checked by `tsc --noEmit`, the first step of
// `npm test`, which covers test/: a brand that stopped separating raw from sanitised HTML fails there.
import { expect, expectTypeOf, test } from "vitest";
import type { UpstreamClient } from "../../../server/web/upstream/upstream-client.js";
import { sanitizeHtml } from "../../../server/web/upstream/sanitize-html.js";
import { activityListResponse } from "../../../shared/api/charity.server.js";
import type { UnsafeHtml } from "../../../shared/api/fields.server.js";
import { pageResponse } from "../../../shared/api/page.server.js";
import type { SafeHtml } from "../../../shared/lib/safe-html.js";
import type { RichText } from "../../../shared/ui/content/rich-text.js";

const raw = pageResponse.parse({ data: { result: { content: '<p onclick="x()">文字</p><script>x()</script>' } } });

type PageAnswer = Awaited<ReturnType<UpstreamClient["getPage"]>>;
type ActivityAnswer = Awaited<ReturnType<UpstreamClient["getCharityActivityList"]>>;
type HtmlProp = Parameters<typeof RichText>[0]["html"];

test("a getter that returns upstream HTML without sanitising it does not compile", async () => {
  expectTypeOf(raw.data.result.content).toEqualTypeOf<UnsafeHtml>();
  expectTypeOf(raw.data).not.toExtend<PageAnswer>();
  expectTypeOf<PageAnswer["result"]["content"]>().toEqualTypeOf<SafeHtml>();
  const sanitised: UpstreamClient["getPage"] = async () => ({
    ...raw.data,
    result: { ...raw.data.result, content: sanitizeHtml(raw.data.result.content) },
  });
  expect((await sanitised(1)).result.content).toBe("<p>文字</p>");
});

test("the check reaches HTML inside lists too", () => {
  const list = activityListResponse.parse({ data: { activityList: [{ id: 1, content: "<p>x</p>" }] } });
  expectTypeOf(list.data.activityList).not.toExtend<ActivityAnswer>();
  expectTypeOf<ActivityAnswer[number]["content"]>().toEqualTypeOf<SafeHtml>();
  expect(list.data.activityList).toHaveLength(1);
});

test("the rich-text component takes only SafeHtml", () => {
  expectTypeOf<string>().not.toExtend<HtmlProp>();
  expectTypeOf<UnsafeHtml>().not.toExtend<HtmlProp>();
  expectTypeOf(sanitizeHtml).returns.toExtend<HtmlProp>();
  expect(sanitizeHtml("<b>x</b>")).toBe("<b>x</b>");
});

test("the brands are types only: at run time both are plain strings and survive JSON unchanged", () => {
  const safe = sanitizeHtml(raw.data.result.content);
  expect(typeof raw.data.result.content).toBe("string");
  expect(typeof safe).toBe("string");
  expect(JSON.parse(JSON.stringify({ safe }))).toEqual({ safe: "<p>文字</p>" });
});
