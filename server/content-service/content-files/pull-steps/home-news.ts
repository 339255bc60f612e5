// content:pull's news tabs on the home page: each card with its thumbnail in the folder.
import { articleListResponse, type NewsCategory } from "../../../../shared/api/home.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { PullRun } from "./pull-run.js";

/** The categories as the upstream gave them; later steps follow their cards' pages and links. */
export async function pullHomeNews(run: PullRun): Promise<NewsCategory[]> {
  const news = (await run.call(articleListResponse, PULLED.homeNews))?.data ?? [];
  run.write("home/news", {
    categories: await Promise.all(
      news.map(async (category) => ({
        ...category,
        articleList: await Promise.all(
          category.articleList.map(async (post) => ({ ...post, thumbnailUrl: await run.media(post.thumbnailUrl) })),
        ),
      })),
    ),
  });
  return news;
}
