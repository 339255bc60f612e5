import { expect, test } from "vitest";
import { pullHistoryList } from "../../../../../server/content-service/content-files/pull-steps/history-list.js";
import { byEndpoint, fakePullRun } from "./fake-pull-run.js";

test("only an image entry's data is a photo to pull", async () => {
  const content = [
    { type: "title", data: "/media/not-a-photo.svg" },
    { type: "image", data: "/media/y.svg" },
  ];
  const historyList = [{ id: 1, year: "2020", content }];
  const { run, written } = fakePullRun(byEndpoint({ "POST /api/website/getHistoryList": { data: { historyList } } }));
  await pullHistoryList(run);
  expect(written.get("lists/history")).toEqual({
    years: [{ ...historyList[0], content: [content[0], { type: "image", data: "pulled:/media/y.svg" }] }],
  });
});
