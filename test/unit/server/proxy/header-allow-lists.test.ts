import { expect, test } from "vitest";
import { visitorAnswerHeaders } from "../../../../server/web/proxy/header-allow-lists.js";

test("a gateway redirect passes its location and nothing else; a callback passes none", () => {
  expect(visitorAnswerHeaders("gateway-redirect", { location: "/donation/atm", "set-cookie": "a=1" })).toEqual({
    location: "/donation/atm",
  });
  expect(visitorAnswerHeaders("gateway-callback", { location: "/x" })).toEqual({});
});
