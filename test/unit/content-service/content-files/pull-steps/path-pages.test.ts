import { expect, test } from "vitest";
import { pullPathPages } from "../../../../../server/content-service/content-files/pull-steps/path-pages.js";
import { fakePullRun } from "./fake-pull-run.js";

test("path pages asked for, then linked, are numbered from firstId; a malformed path is read as the site reads it", async () => {
  const { run, asked, written } = fakePullRun((_endpoint, body) =>
    "pagePath" in body && body.pagePath !== "gone" ? { data: { result: { title: "t", content: "c" } } } : undefined,
  );
  await pullPathPages(run, {
    asked: ["old", "gone"],
    linking: ['<a href="/charity?path=new&id=1">', "/charity?path=old"],
    firstId: 30,
  });
  expect(asked).toEqual([
    'POST /api/website/getPage {"pagePath":"old"}',
    'POST /api/website/getPage {"pagePath":"gone"}',
    'POST /api/website/getPage {"pagePath":"new"}',
  ]);
  expect(written.get("pages/30")).toEqual({ id: 30, typeId: 1, title: "t", content: "rich:c", pagePath: "old" });
  expect(written.get("pages/31")).toMatchObject({ pagePath: "new" });
  expect(written.size).toBe(2);
});
