// content:pull's timeline (/about): each year's entries, an image entry's photo in the folder.
import { historyListResponse } from "../../../../shared/api/lists.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { PullRun } from "./pull-run.js";

export async function pullHistoryList(run: PullRun): Promise<void> {
  const history = (await run.call(historyListResponse, PULLED.historyList))?.data.historyList ?? [];
  run.write("lists/history", {
    years: await Promise.all(
      history.map(async (year) => ({
        ...year,
        content: await Promise.all(
          year.content.map(async (entry) =>
            entry.type === "image" ? { ...entry, data: await run.media(entry.data) } : entry,
          ),
        ),
      })),
    ),
  });
}
