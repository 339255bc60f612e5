// content:pull's content pages by id: those the menu, news, focus and social lists name and the hall
// pages' own, each with its albums; a page on the social list keeps its place there.
import type { NewsCategory } from "../../../../shared/api/home.server.js";
import { pageListResponse, type FocusItem } from "../../../../shared/api/lists.server.js";
import type { MenuItem } from "../../../../shared/api/menu.server.js";
import { pageResponse } from "../../../../shared/api/page.server.js";
import { HALL_PAGES } from "../../../../shared/lib/hall-pages.js";
import { PULLED } from "../pull-endpoints.js";
import type { AlbumWriter } from "./album-writer.js";
import { menuIdsOn, PAGE_ROUTES } from "./linked-routes.js";
import type { PullRun } from "./pull-run.js";

const SOCIAL = "socialActivity";

/** The ids asked for, and the pages' rich text in that order (its links are followed later). */
export async function pullPages(
  run: PullRun,
  albums: AlbumWriter,
  lists: { menu: readonly MenuItem[]; news: readonly NewsCategory[]; focus: readonly FocusItem[] },
): Promise<{ ids: Set<number>; html: string[] }> {
  const social = (await run.call(pageListResponse, PULLED.pageList, { menuPath: SOCIAL }))?.data.pageDataList ?? [];
  const ids = new Set<number>([
    ...menuIdsOn(lists.menu, PAGE_ROUTES),
    ...lists.news.flatMap((category) => category.articleList.map((post) => post.pageID)),
    ...lists.focus.map((item) => item.pageID),
    ...social.map((entry) => entry.id),
    ...HALL_PAGES.map((hall) => hall.pageId),
  ]);
  const html: string[] = [];
  for (const id of ids) {
    const page = await run.call(pageResponse, PULLED.page, { id });
    if (!page) continue;
    const { result } = page.data;
    const listed = social.findIndex((entry) => entry.id === id);
    html.push(result.content);
    run.write(`pages/${id}`, {
      id,
      typeId: result.typeId,
      title: result.title,
      intro: result.intro,
      content: await run.rich(result.content),
      image: await run.media(result.image),
      video: await run.media(result.video),
      ...(listed >= 0 ? { menuPath: SOCIAL, linkPath: social[listed]?.path ?? "page", position: listed + 1 } : {}),
    });
    await albums.listed({ page: id }, page.data.album, page.data.slider);
  }
  return { ids, html };
}
