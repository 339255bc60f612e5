// The charity, its activities (with their media) and its albums; also the donation-target lookup.
import type { ContentDb } from "../db/content-db.js";
import type { AlbumQueries } from "./album-queries.js";

interface CharityRow {
  id: number;
  title: string;
  content: string;
}
interface ActivityRow {
  id: number;
  charity_id: number;
  name: string;
  content: string;
  start_date: string;
  end_date: string;
  is_donate: number;
}
interface MediaRow {
  image: string;
  title: string;
}

export function charityQueries(db: ContentDb, albums: AlbumQueries) {
  const charity = db.prepare<[number], CharityRow>("SELECT id, title, content FROM charities WHERE id = ?");
  const activityColumns = "id, charity_id, name, content, start_date, end_date, is_donate";
  const activities = db.prepare<[number], ActivityRow>(
    `SELECT ${activityColumns} FROM charity_activities WHERE charity_id = ? ORDER BY position, id`,
  );
  const activity = db.prepare<[number], ActivityRow>(`SELECT ${activityColumns} FROM charity_activities WHERE id = ?`);
  const media = db.prepare<[number], MediaRow>(
    "SELECT image, title FROM activity_media WHERE activity_id = ? ORDER BY position, id",
  );

  const shape = (row: ActivityRow) => ({
    id: row.id,
    name: row.name,
    content: row.content,
    startDate: row.start_date,
    endDate: row.end_date,
    isDonate: row.is_donate === 1,
    albumList: media.all(row.id),
  });

  return {
    charity(id: number) {
      const row = charity.get(id);
      return row ? { title: row.title, content: row.content } : null;
    },
    activityList(charityId: number) {
      return charity.get(charityId) ? activities.all(charityId).map(shape) : null;
    },
    activity(id: number) {
      const row = activity.get(id);
      return row ? shape(row) : null;
    },
    albums(charityId: number) {
      const row = charity.get(charityId);
      return row ? { data: { title: row.title }, albums: albums.withContent("charity", charityId) } : null;
    },
    donationTarget(charityId: number, activityId: number | undefined) {
      const row = charity.get(charityId);
      if (!row) return null;
      if (activityId === undefined) return { charityTitle: row.title, activity: null };
      const found = activity.get(activityId);
      if (!found || found.charity_id !== charityId) return { charityTitle: row.title, activity: undefined };
      return { charityTitle: row.title, activity: { name: found.name, open: found.is_donate === 1 } };
    },
  };
}
export type CharityQueries = ReturnType<typeof charityQueries>;
