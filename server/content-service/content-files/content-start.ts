// A folder with errors, or one that cannot be read at all, is refused whole and the content loaded before keeps
// serving, at a start as at a reload; at a first start there is none, so the service stops.
import type { Logger } from "pino";
import type { ContentDb } from "../db/content-db.js";
import { isSeeded } from "../db/content-meta.js";
import { removeDemoDonations } from "../seed/demo-donations.js";
import { ContentMedia, MediaHasher } from "./content-media.js";
import type { ContentLimits } from "./content-limits.js";
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
  limits,
}: {
  db: ContentDb;
  logger: Logger;
  folder: string;
  limits?: ContentLimits;
}): StartedContent {
  const media = new ContentMedia();
  const hasher = new MediaHasher();
  const hadContent = isSeeded(db);
  const load = (): boolean => {
    const started = performance.now();
    try {
      const read = loadContentFolder(db, folder, { hasher, limits });
      if (!read.ok) {
        for (const error of read.errors) logger.error({ contentDir: folder }, `content refused: ${error}`);
        return false;
      }
      media.replace(read.media);
    } catch (error) {
      // A load failing mid-way (a full disk, a file handle limit) must not stop the service, at a start either.
      logger.error({ contentDir: folder, err: error }, "content folder could not be loaded");
      return false;
    }
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
        if (!load()) logger.warn({ contentDir: folder }, "content folder has errors; the last good content stays");
      }),
    removeDemoDonations: () => {
      const removed = removeDemoDonations(db);
      if (removed > 0) logger.warn({ removed }, "demo sponsors removed: this database takes real money");
    },
  };
}
