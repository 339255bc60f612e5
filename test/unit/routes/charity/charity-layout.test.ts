// The charity layout loads the charity of `id` once for /charity1-4: a bad id goes to /, and moving between
// the four pages of one charity (however its id is spelled) does not load it again.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { expect, test } from "vitest";
import type { Charity } from "../../../../shared/api/charity.server.js";
import { loader, shouldRevalidate } from "../../../../shared/routes/charity/charity-layout.js";
import { sanitizeHtml } from "../../../../server/web/upstream/sanitize-html.js";
import { fakeApi, loaderArgs, redirectOf } from "../route-args.js";

const CHARITY: Charity = { title: "恆岳慈善基金會", content: sanitizeHtml("<p>簡介</p>"), monthlyGiving: false };

test("without an id the layout redirects to /", async () => {
  expect(await redirectOf(() => loader(loaderArgs("http://test/charity2", fakeApi())))).toBe("/");
});

test("the charity of the id is loaded", async () => {
  const api = fakeApi({ getCharity: async (id) => (id === 4 ? CHARITY : null) });
  expect(await loader(loaderArgs("http://test/charity1?id=04", api))).toEqual({ charityId: 4, charity: CHARITY });
});

const move = (from: string, to: string): ShouldRevalidateFunctionArgs => ({
  currentUrl: new URL(from, "http://test"),
  nextUrl: new URL(to, "http://test"),
  currentParams: {},
  nextParams: {},
  defaultShouldRevalidate: true,
});

test.each([
  ["/charity1?id=1", "/charity3?id=1"],
  ["/charity1?id=1", "/charity4?id=01&activityID=8"],
])("%s to %s keeps the charity", (from, to) => {
  expect(shouldRevalidate(move(from, to))).toBe(false);
});

test("another charity is loaded as React Router would", () => {
  expect(shouldRevalidate(move("/charity1?id=1", "/charity1?id=2"))).toBe(true);
  expect(shouldRevalidate({ ...move("/charity1?id=1", "/charity1?id=2"), defaultShouldRevalidate: false })).toBe(false);
});
