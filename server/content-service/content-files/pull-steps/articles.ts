// content:pull's articles: each one the pulled content links to as /article?id=.
import { articleResponse } from "../../../../shared/api/page.server.js";
import { PULLED } from "../pull-endpoints.js";
import { linkedIn } from "./linked-routes.js";
import type { PullRun } from "./pull-run.js";

export async function pullArticles(run: PullRun, linking: readonly string[]): Promise<void> {
  for (const id of linkedIn(linking, /\/article\?id=(\d+)/g)) {
    const article = await run.call(articleResponse, PULLED.article, { id: Number(id) });
    if (article)
      run.write(`articles/${id}`, {
        id: Number(id),
        title: article.data.result.title,
        thumbnailUrl: await run.media(article.data.result.thumbnailUrl),
        content: await run.rich(article.data.result.content),
      });
  }
}
