// A charity page without a usable id sends the visitor to / (spec "Charity pages").
import { expect, test } from "vitest";
import { charityIdOf } from "../../../../shared/routes/charity/charity-id.js";
import { redirectOf } from "../route-args.js";

test.each(["", "?id=", "?id=0", "?id=abc", "?activityID=3"])("/charity1%s redirects to /", async (search) => {
  expect(await redirectOf(() => charityIdOf(new Request(`http://test/charity1${search}`)))).toBe("/");
});

test("a positive id is the charity, however it is spelled", () => {
  expect(charityIdOf(new Request("http://test/charity1?id=03"))).toBe(3);
});
