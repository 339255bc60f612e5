// A route's handle says how it is served; a route without one is shared and reads no query.
import { expect, test } from "vitest";
import { servingOf } from "../../../shared/routes/serving.js";
import { CONTENT_ID } from "../../../shared/lib/query-params.js";

test("a handle's serving is the route's", () => {
  const serving = { reads: [CONTENT_ID], personal: true };
  expect(servingOf({ module: "corporate/page", serving })).toBe(serving);
});

test.each([undefined, null, "x", { module: "corporate/home" }, { serving: null }, { serving: "personal" }])(
  "%j is served as shared, reading no query",
  (handle) => {
    expect(servingOf(handle)).toEqual({});
  },
);
