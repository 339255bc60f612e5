// Focus items and the history timeline.
import type { ContentDb } from "../db/content-db.js";

interface FocusRow {
  title: string;
  intro: string;
  thumbnail_url: string;
  redirect_url: string;
  type_id: number;
  page_id: number;
}
interface YearRow {
  id: number;
  year: string;
}
interface EntryRow {
  year_id: number;
  type: string;
  data: string;
}

export function listQueries(db: ContentDb) {
  const focus = db.prepare<[], FocusRow>(
    "SELECT title, intro, thumbnail_url, redirect_url, type_id, page_id FROM focus_items ORDER BY position, id",
  );
  const years = db.prepare<[], YearRow>("SELECT id, year FROM history_years ORDER BY position, id");
  const entries = db.prepare<[], EntryRow>(
    "SELECT year_id, type, data FROM history_entries ORDER BY year_id, position, id",
  );
  return {
    focusList() {
      return focus.all().map((row) => ({
        title: row.title,
        intro: row.intro,
        thumbnailUrl: row.thumbnail_url,
        redirectUrl: row.redirect_url,
        typeID: row.type_id,
        pageID: row.page_id,
      }));
    },
    historyList() {
      const all = entries.all();
      return years.all().map((year) => ({
        id: year.id,
        year: year.year,
        content: all.filter((entry) => entry.year_id === year.id).map(({ type, data }) => ({ type, data })),
      }));
    },
  };
}
