// /page?id and /page2?id share one module: /page picks the layout by the page's typeId and shows nothing for
// another, /page2 is always type 2 (docs/content-api.md, getPage). A page without a layout is not sent.
import { expect, test } from "vitest";
import type { PageDetail } from "../../../../shared/api/page.server.js";
import { loader } from "../../../../shared/routes/corporate/page.js";
import { sanitizeHtml } from "../../../../server/web/upstream/sanitize-html.js";
import { contentLoaderCases } from "../content-loader-cases.js";
import { fakeApi, loaderArgs } from "../route-args.js";

const pageOfType = (typeId: number): PageDetail => ({
  result: {
    title: "活動紀實",
    intro: "",
    content: sanitizeHtml("<p>內容</p>"),
    image: "",
    video: "",
    typeId,
    datePublished: "",
  },
  album: [],
  slider: [],
});

contentLoaderCases(
  "/page",
  loader,
  (ask) => ({ getPage: ask }),
  (id) => ({ id, layout: null, page: null }),
);

test.each([
  ["/page", 1, "type1"],
  ["/page", 2, "type2"],
  ["/page2", 1, "type2"],
  ["/page2", 0, "type2"],
  // React Router's pattern may carry the trailing slash of the visitor's address.
  ["/page2/", 1, "type2"],
])("%s with a page of typeId %i is laid out as %s", async (pattern, typeId, layout) => {
  const page = pageOfType(typeId);
  const api = fakeApi({ getPage: async () => page });
  expect(await loader(loaderArgs(`http://test${pattern}?id=3`, api, pattern))).toEqual({ id: 3, layout, page });
});

test.each([0, 3])("/page with a page of typeId %i shows nothing and sends none of it", async (typeId) => {
  const api = fakeApi({ getPage: async () => pageOfType(typeId) });
  expect(await loader(loaderArgs("http://test/page?id=3", api))).toEqual({ id: 3, layout: null, page: null });
});
