// Buddhist halls, a hall's photos and courses, and a course with its albums.
import type { ContentDb } from "../db/content-db.js";
import type { AlbumQueries } from "./album-queries.js";

interface HallRow {
  id: number;
  name: string;
  image: string;
  content: string;
}
interface LessonRow {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  image: string;
}

export function hallQueries(db: ContentDb, albums: AlbumQueries) {
  const halls = db.prepare<[], HallRow>("SELECT id, name, image, content FROM halls ORDER BY position, id");
  const hall = db.prepare<[number], HallRow>("SELECT id, name, image, content FROM halls WHERE id = ?");
  const photos = db.prepare<[number], { image: string; title: string }>(
    "SELECT image, title FROM hall_photos WHERE hall_id = ? ORDER BY position, id",
  );
  const lessonColumns = "id, name, start_time, end_time, image";
  const lessons = db.prepare<[number], LessonRow>(
    `SELECT ${lessonColumns} FROM lessons WHERE hall_id = ? ORDER BY position, id`,
  );
  const lesson = db.prepare<[number], LessonRow>(`SELECT ${lessonColumns} FROM lessons WHERE id = ?`);

  return {
    list() {
      return halls.all().map(({ id, name, image }) => ({ id, name, image }));
    },
    hall(id: number) {
      const row = hall.get(id);
      if (!row) return null;
      return {
        data: { id: row.id, name: row.name, image: row.image, content: row.content },
        slider: photos.all(row.id),
        lesson: lessons.all(row.id).map((item) => ({
          id: item.id,
          name: item.name,
          startTime: item.start_time,
          endTime: item.end_time,
          image: item.image,
        })),
      };
    },
    lesson(id: number) {
      const row = lesson.get(id);
      if (!row) return null;
      return {
        result: { id: row.id, name: row.name, image: row.image },
        album: albums.headers("lesson", row.id),
        slider: albums.firstAlbumPhotos("lesson", row.id).map(({ image, title }) => ({ image, title })),
      };
    },
  };
}
