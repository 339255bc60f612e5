import { expect, test } from "vitest";
import { pullResources } from "../../../../../server/content-service/content-files/pull-steps/resources.js";
import { fixtures } from "../../../../fixtures/content-fixtures.js";
import { byEndpoint, fakePullRun } from "./fake-pull-run.js";

test("each page resource of the contract is written under its key, its slider's photos as url", async () => {
  const { run, asked, written } = fakePullRun(byEndpoint(fixtures));
  await pullResources(run);
  expect(asked).toEqual(["GET /api/homepage/pageResource/0/7 {}", "GET /api/homepage/pageResource/0/13 {}"]);
  expect(written.get("resources/resource-7")).toMatchObject({ key: "0/7" });
  expect(written.get("resources/resource-13")).toMatchObject({ key: "0/13" });
  const urls = JSON.stringify(written.get("resources/resource-7")).match(/"url":"[^"]*"/g) ?? [];
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.every((field) => field.startsWith('"url":"pulled:'))).toBe(true);
});
