import { afterEach, beforeEach } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";

/** Two connections to one fresh SQLite file per test, as two content services sharing it have. */
export function twoInstances(): { first: () => ContentDb; second: () => ContentDb } {
  let temp: ReturnType<typeof tempDbFile>;
  let first: ContentDb;
  let second: ContentDb;
  beforeEach(() => {
    temp = tempDbFile();
    first = openDemoDb(temp.file);
    second = openContentDb(temp.file);
  });
  afterEach(() => {
    first.close();
    second.close();
    temp.remove();
  });
  return { first: () => first, second: () => second };
}
