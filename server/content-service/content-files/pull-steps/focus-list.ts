// content:pull's focus list (/focusActivities): each entry with its thumbnail in the folder.
import { focusListResponse, type FocusItem } from "../../../../shared/api/lists.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { PullRun } from "./pull-run.js";

/** The entries as the upstream gave them; later steps follow their pages and links. */
export async function pullFocusList(run: PullRun): Promise<FocusItem[]> {
  const focus = (await run.call(focusListResponse, PULLED.focusList))?.data.focusDataList ?? [];
  run.write("lists/focus", {
    items: await Promise.all(
      focus.map(async (item) => ({ ...item, thumbnailUrl: await run.media(item.thumbnailUrl) })),
    ),
  });
  return focus;
}
