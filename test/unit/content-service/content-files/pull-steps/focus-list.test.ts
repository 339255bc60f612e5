import { expect, test } from "vitest";
import { pullFocusList } from "../../../../../server/content-service/content-files/pull-steps/focus-list.js";
import { fixtures } from "../../../../fixtures/content-fixtures.js";
import { byEndpoint, fakePullRun } from "./fake-pull-run.js";

test("each entry's thumbnail is the folder's", async () => {
  const { run, written } = fakePullRun(byEndpoint(fixtures));
  const focus = await pullFocusList(run);
  expect(focus.length).toBeGreaterThan(0);
  expect(written.get("lists/focus")).toEqual({
    items: focus.map((item) => ({ ...item, thumbnailUrl: `pulled:${item.thumbnailUrl}` })),
  });
});
