// The navigation tree: top-level entries with a path, or with a list of sub-items and their referType.
import type { ContentDb } from "../db/content-db.js";

interface MenuRow {
  row_id: number;
  parent_row_id: number | null;
  item_id: number;
  name: string;
  path: string | null;
  refer_type: string | null;
}

export interface MenuSubItem {
  id: number;
  name: string;
  path: string;
  referType: string;
}
export interface MenuEntry {
  id: number;
  name: string;
  path?: string;
  pageList?: MenuSubItem[];
}

export function menuQueries(db: ContentDb) {
  const rows = db.prepare<[], MenuRow>(
    "SELECT row_id, parent_row_id, item_id, name, path, refer_type FROM menu_items ORDER BY position, row_id",
  );
  return {
    list(): MenuEntry[] {
      const all = rows.all();
      return all
        .filter((row) => row.parent_row_id === null)
        .map((row) => {
          const children = all.filter((child) => child.parent_row_id === row.row_id);
          if (children.length === 0) return { id: row.item_id, name: row.name, path: row.path ?? "" };
          return {
            id: row.item_id,
            name: row.name,
            pageList: children.map((child) => ({
              id: child.item_id,
              name: child.name,
              path: child.path ?? "",
              referType: child.refer_type ?? "path",
            })),
          };
        });
    },
  };
}
