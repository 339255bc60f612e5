// Albums and their photos, shared by pages, lessons and the charity (albums belong to one owner).
import type { ContentDb } from "../db/content-db.js";

export type AlbumOwner = "page" | "lesson" | "charity";

interface AlbumRow {
  id: number;
  name: string;
  title: string;
  image: string;
  sort_order: number;
}
interface PhotoRow {
  image: string;
  title: string;
  description: string;
}

export interface AlbumHeader {
  id: number;
  title: string;
  name: string;
  image: string;
  order: number;
}
export interface Photo {
  image: string;
  title: string;
  description: string;
}

export function albumQueries(db: ContentDb) {
  // Stored (insertion) order on purpose: clients sort by `order`, as the contract says.
  const albumsOf = db.prepare<[AlbumOwner, number], AlbumRow>(
    "SELECT id, name, title, image, sort_order FROM albums WHERE owner_kind = ? AND owner_id = ? ORDER BY id",
  );
  const firstAlbum = db
    .prepare<[AlbumOwner, number], number>(
      "SELECT id FROM albums WHERE owner_kind = ? AND owner_id = ? ORDER BY sort_order, id LIMIT 1",
    )
    .pluck();
  const photosOf = db.prepare<[number], PhotoRow>(
    "SELECT image, title, description FROM album_photos WHERE album_id = ? ORDER BY position, id",
  );
  const exists = db.prepare<[number], number>("SELECT 1 FROM albums WHERE id = ?").pluck();

  const header = (row: AlbumRow): AlbumHeader => ({
    id: row.id,
    title: row.title,
    name: row.name,
    image: row.image,
    order: row.sort_order,
  });

  return {
    headers(kind: AlbumOwner, ownerId: number): AlbumHeader[] {
      return albumsOf.all(kind, ownerId).map(header);
    },
    /** The owner's first album (lowest order): the contract's `slider`. */
    firstAlbumPhotos(kind: AlbumOwner, ownerId: number): Photo[] {
      const albumId = firstAlbum.get(kind, ownerId);
      return albumId === undefined ? [] : photosOf.all(albumId);
    },
    photos(albumId: number): Photo[] | null {
      return exists.get(albumId) === undefined ? null : photosOf.all(albumId);
    },
    withContent(kind: AlbumOwner, ownerId: number) {
      return albumsOf.all(kind, ownerId).map((row) => ({
        ...header(row),
        contentList: photosOf.all(row.id).map(({ image, title }) => ({ image, title })),
      }));
    },
  };
}
export type AlbumQueries = ReturnType<typeof albumQueries>;
