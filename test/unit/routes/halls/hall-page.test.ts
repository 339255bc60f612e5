// /buddhism1-4 share one module: the hall is the route's, not the visitor's query, and a failed content
// page leaves only the text out (spec "Buddhist halls").
import { expect, test } from "vitest";
import { HALL_PAGES } from "../../../../shared/lib/hall-pages.js";
import { loader } from "../../../../shared/routes/halls/hall-page.js";
import { thrownBy, fakeApi, loaderArgs } from "../route-args.js";

test.each(HALL_PAGES)("/buddhism$n loads content page $pageId", async ({ n, pageId }) => {
  const asked: number[] = [];
  const api = fakeApi({
    getPage: async (id) => {
      asked.push(id);
      return null;
    },
  });
  // The query names no hall: only the route does.
  const address = `http://test/buddhism${n}?id=1`;
  expect(await loader(loaderArgs(address, api, `/buddhism${n}`))).toEqual({ n, content: null });
  expect(asked).toEqual([pageId]);
});

test("a route with no fixed hall page is a programming error, not an empty page", async () => {
  const thrown = await thrownBy(() => loader(loaderArgs("http://test/buddhism5", fakeApi(), "/buddhism5")));
  expect(thrown).toBeInstanceOf(Error);
});
