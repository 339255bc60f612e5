// A folder with errors is refused whole and the content loaded before keeps serving; at a first start there
// is none, so the service stops.
import type { Logger } from "pino";
import type { ContentDb } from "../db/content-db.js";
import { isSeeded } from "../db/content-meta.js";
import { removeDemoDonations } from "../seed/demo-donations.js";
import { ContentMedia, MediaHasher } from "./content-media.js";
import { watchContentFolder } from "./content-watch.js";
import { loadContentFolder } from "./load-content-folder.js";

export interface StartedContent {
  ok: boolean;
  media: ContentMedia;
  watch(intervalMs: number): () => void;
  removeDemoDonations(): void;
}

export function startContentFolder({
  db,
  logger,
  folder,
}: {
  db: ContentDb;
  logger: Logger;
  folder: string;
}): StartedContent {
  const media = new ContentMedia();
  const hasher = new MediaHasher();
  const hadContent = isSeeded(db);
  const load = (): boolean => {
    const started = performance.now();
    const read = loadContentFolder(db, folder, hasher);
    if (!read.ok) {
      for (const error of read.errors) logger.error({ contentDir: folder }, `content refused: ${error}`);
      return false;
    }
    media.replace(read.media);
    logger.info({ contentDir: folder, ms: Math.round(performance.now() - started) }, "content loaded");
    return true;
  };
  const loaded = load();
  if (!loaded && hadContent) logger.warn({ contentDir: folder }, "serving the content loaded before");
  return {
    ok: loaded || hadContent,
    media,
    watch: (intervalMs) =>
      watchContentFolder(folder, intervalMs, () => {
        try {
          if (!load()) logger.warn({ contentDir: folder }, "content folder has errors; the last good content stays");
        } catch (error) {
          // A read failing mid-reload (a file handle limit, a folder being replaced) must not stop the service.
          logger.error(
            { contentDir: folder, err: error },
            "content folder could not be read; the last good content stays",
          );
        }
      }),
    removeDemoDonations: () => {
      const removed = removeDemoDonations(db);
      if (removed > 0) logger.warn({ removed }, "demo sponsors removed: this database takes real money");
    },
  };
}
