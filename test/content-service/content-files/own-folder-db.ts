// Test helper: the own-content fixture folder and an empty (unseeded) database in one temporary
// directory, created before a file's tests and removed after them.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { writeOwnContentFolder } from "../../fixtures/own-content-folder.js";
import { tempDbFile } from "../content-test-service.js";

export function ownFolderAndDb() {
  const temp = tempDbFile();
  const folder = path.join(temp.dir, "content");
  let db: ContentDb | undefined;
  beforeAll(async () => {
    await writeOwnContentFolder(folder);
    db = openContentDb(temp.file);
  });
  afterAll(() => {
    db?.close();
    temp.remove();
  });
  return {
    folder,
    db: (): ContentDb => {
      if (!db) throw new Error("the database opens in beforeAll");
      return db;
    },
    /** A copy of the folder with one file replaced or added; returns the copy's path. */
    copyWith: (file: string, text: string): string => {
      const copy = fs.mkdtempSync(path.join(temp.dir, "copy-"));
      fs.cpSync(folder, copy, { recursive: true });
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.writeFileSync(path.join(copy, file), text);
      return copy;
    },
  };
}
