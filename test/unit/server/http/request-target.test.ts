import { expect, test } from "vitest";
import { isOriginForm } from "../../../../server/web/http/request-target.js";

test("only a path is served; an absolute URL or a protocol-relative one is not", () => {
  for (const target of ["/", "/charity4?id=1", "/%2F%2Fevil.test"]) expect(isOriginForm(target), target).toBe(true);
  for (const target of ["http://evil.test/", "//evil.test/x", "*", "", "charity4"])
    expect(isOriginForm(target), target).toBe(false);
});
