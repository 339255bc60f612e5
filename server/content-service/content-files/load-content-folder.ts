// Reads a content folder and, only when all of it is valid, replaces the content tables with it.
import type { ContentDb } from "../db/content-db.js";
import { markSeeded } from "../db/content-meta.js";
import { readContentFolder, type ContentRead, type ReadOptions } from "./read-content-folder.js";
import { writeContentTables } from "./write-content-tables.js";

export function loadContentFolder(db: ContentDb, folder: string, options?: ReadOptions): ContentRead {
  const read = readContentFolder(folder, options);
  if (read.ok)
    db.transaction(() => {
      writeContentTables(db, read.content);
      markSeeded(db);
    }).immediate();
  return read;
}
