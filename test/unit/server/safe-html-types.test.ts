// Upstream HTML that skipped the sanitiser must not compile where loaders and the rich-text component
// take HTML. The @ts-expect-error lines are the proof: `tsc --noEmit` (npm test) covers test/, and an
// expected error that stops happening fails the type-check.
import { expect, test } from "vitest";
import type { UpstreamClient } from "../../../server/web/upstream/upstream-client.js";
import { sanitizeHtml } from "../../../server/web/upstream/sanitize-html.js";
import { activityListResponse } from "../../../shared/api/charity.server.js";
import { pageResponse } from "../../../shared/api/page.server.js";
import type { RichText } from "../../../shared/ui/content/rich-text.js";

const raw = pageResponse.parse({ data: { result: { content: '<p onclick="x()">文字</p><script>x()</script>' } } });

test("a getter that returns upstream HTML without sanitising it does not compile", async () => {
  // @ts-expect-error content is UnsafeHtml; the client promises SafeHtml
  const forgot: UpstreamClient["getPage"] = async () => raw.data;
  const sanitised: UpstreamClient["getPage"] = async () => ({
    ...raw.data,
    result: { ...raw.data.result, content: sanitizeHtml(raw.data.result.content) },
  });
  expect(forgot).toBeTypeOf("function");
  expect((await sanitised(1)).result.content).toBe("<p>文字</p>");
});

test("the check reaches HTML inside lists too", async () => {
  const list = activityListResponse.parse({ data: { activityList: [{ id: 1, content: "<p>x</p>" }] } });
  // @ts-expect-error each activity's content is UnsafeHtml
  const forgot: UpstreamClient["getCharityActivityList"] = async () => list.data.activityList;
  expect(forgot).toBeTypeOf("function");
});

test("the rich-text component takes only SafeHtml", () => {
  type HtmlProp = Parameters<typeof RichText>[0]["html"];
  // @ts-expect-error a plain string is not SafeHtml
  const plain: HtmlProp = "<p>x</p>";
  // @ts-expect-error raw upstream HTML is not SafeHtml
  const unsafe: HtmlProp = raw.data.result.content;
  const safe: HtmlProp = sanitizeHtml("<b>x</b>");
  expect([plain, unsafe, safe]).toHaveLength(3);
});

test("the brands are types only: at run time both are plain strings and survive JSON unchanged", () => {
  const safe = sanitizeHtml(raw.data.result.content);
  expect(typeof raw.data.result.content).toBe("string");
  expect(typeof safe).toBe("string");
  expect(JSON.parse(JSON.stringify({ safe }))).toEqual({ safe: "<p>文字</p>" });
});
