import { expect, test } from "vitest";
import { pullArticles } from "../../../../../server/content-service/content-files/pull-steps/articles.js";
import { fakePullRun } from "./fake-pull-run.js";

test("each article linked is pulled once; one without a record is left out", async () => {
  const { run, asked, written } = fakePullRun((_endpoint, body) =>
    "id" in body && body.id === 2
      ? { data: { result: { title: "t", thumbnailUrl: "/media/t.svg", content: "<p>x</p>" } } }
      : undefined,
  );
  await pullArticles(run, ['<a href="/article?id=2">', "/article?id=3", "/article?id=2"]);
  expect(asked).toEqual(['POST /api/website/getArticle {"id":2}', 'POST /api/website/getArticle {"id":3}']);
  expect([...written.keys()]).toEqual(["articles/2"]);
  expect(written.get("articles/2")).toEqual({
    id: 2,
    title: "t",
    thumbnailUrl: "pulled:/media/t.svg",
    content: "rich:<p>x</p>",
  });
});
