import { expect, test } from "vitest";
import { pageTitle } from "../../../shared/lib/page-title.js";

test("titles: 「頁名｜site」, the site alone when the page is the site", () => {
  expect(pageTitle("關於我們", "恆岳集團")).toBe("關於我們｜恆岳集團");
  expect(pageTitle(" ", "恆岳集團")).toBe("恆岳集團");
  expect(pageTitle("恆岳集團", "恆岳集團")).toBe("恆岳集團");
});
