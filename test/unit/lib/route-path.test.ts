import { expect, test } from "vitest";
import { joinRoutePath } from "../../../shared/lib/route-path.js";

test("a branch's patterns join into one path, whatever slashes each carries", () => {
  expect(joinRoutePath(["/", undefined, "about"])).toBe("/about");
  expect(joinRoutePath(["/", undefined, "donation/atm"])).toBe("/donation/atm");
  expect(joinRoutePath(["/", undefined, "*"])).toBe("/*");
  expect(joinRoutePath(["/", undefined, undefined])).toBe("/");
  expect(joinRoutePath([])).toBe("/");
});
