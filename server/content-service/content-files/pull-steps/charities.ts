// content:pull's charities: each one's text, its activities (numbered across all charities, each written
// once) and its albums.
import { activityListResponse, charityAlbumResponse, charityResponse } from "../../../../shared/api/charity.server.js";
import type { MenuItem } from "../../../../shared/api/menu.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { AlbumWriter } from "./album-writer.js";
import { CHARITY_ROUTES, charityIdOfLink, menuIdsOn } from "./linked-routes.js";
import type { PullRun } from "./pull-run.js";

/** The charities asked for besides, then those the menu's sub-menus and the content's links name. */
export function charitiesNamed(extra: readonly number[], menu: readonly MenuItem[], links: readonly string[]) {
  return new Set([
    ...extra,
    ...menuIdsOn(menu, CHARITY_ROUTES),
    ...links.flatMap((link) => charityIdOfLink(link) ?? []),
  ]);
}

/** The charities' rich text, in order (its links are followed later). */
export async function pullCharities(run: PullRun, albums: AlbumWriter, ids: ReadonlySet<number>): Promise<string[]> {
  const html: string[] = [];
  let activityPosition = 0;
  const activityIds = new Set<number>();
  for (const id of ids) {
    const charity = await run.call(charityResponse, PULLED.charity, { id });
    if (!charity) continue;
    html.push(charity.data.data.content);
    run.write(`charities/${id}`, {
      id,
      title: charity.data.data.title,
      content: await run.rich(charity.data.data.content),
    });
    const activities =
      (await run.call(activityListResponse, PULLED.charityActivityList, { id }))?.data.activityList ?? [];
    for (const activity of activities) {
      if (activityIds.has(activity.id)) continue;
      activityIds.add(activity.id);
      activityPosition += 1;
      run.write(`activities/${activity.id}`, {
        ...activity,
        content: await run.rich(activity.content),
        charity: id,
        position: activityPosition,
        albumList: await run.photos(activity.albumList),
      });
    }
    const charityAlbums = (await run.call(charityAlbumResponse, PULLED.charityAlbum, { id }))?.data.albums ?? [];
    await albums.withPhotos({ charity: id }, charityAlbums);
  }
  return html;
}
