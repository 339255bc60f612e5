import { expect, test } from "vitest";
import { statusClass, upstreamEndpoint } from "../../../../../server/web/observability/metrics/recorder.js";

test("an upstream path is labelled without its query and with numbers as :n", () => {
  expect(upstreamEndpoint("/api/website/getPage?id=3")).toBe("/api/website/getPage");
  expect(upstreamEndpoint("/api/charity/12/activity/345")).toBe("/api/charity/:n/activity/:n");
  expect(upstreamEndpoint("/api/v2/item12/3d")).toBe("/api/v2/item12/3d");
  expect(upstreamEndpoint("")).toBe("");
});

test("a status becomes its class; anything outside 100-599 is 'other'", () => {
  expect([100, 204, 302, 404, 599].map(statusClass)).toEqual(["1xx", "2xx", "3xx", "4xx", "5xx"]);
  expect([0, 99, 600, 1000].map(statusClass)).toEqual(["other", "other", "other", "other"]);
});
