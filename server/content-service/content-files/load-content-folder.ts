// Reads a content folder and, only when all of it is valid, replaces the content tables with it.
import type { ContentDb } from "../db/content-db.js";
import { markSeeded } from "../db/content-meta.js";
import type { MediaHasher } from "./content-media.js";
import { readContentFolder, type ContentRead } from "./read-content-folder.js";
import { writeContentTables } from "./write-content-tables.js";

export function loadContentFolder(db: ContentDb, folder: string, hasher?: MediaHasher): ContentRead {
  const read = readContentFolder(folder, hasher);
  if (read.ok)
    db.transaction(() => {
      writeContentTables(db, read.content);
      markSeeded(db);
    }).immediate();
  return read;
}
