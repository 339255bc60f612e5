// Insert helper for the seed modules: one prepared statement per table shape, and the media catalogue
// (every image the seed refers to is registered, so /media serves exactly what the content uses).
import type { Statement } from "better-sqlite3";
import type { ContentDb } from "../db/content-db.js";

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;

/** Image shapes used by the demo content (width x height). */
export const SHAPES = {
  slide: [1060, 596],
  wide: [1200, 675],
  photo: [960, 640],
  thumb: [640, 420],
  square: [480, 480],
  portrait: [600, 840],
} as const;
export type Shape = keyof typeof SHAPES;

export class SeedWriter {
  private readonly statements = new Map<string, Statement<SqlValue[]>>();
  private readonly addMedia: Statement<SqlValue[]>;

  constructor(private readonly db: ContentDb) {
    this.addMedia = db.prepare<SqlValue[]>(
      "INSERT OR IGNORE INTO media (name, label, caption, width, height, hue) VALUES (?, ?, ?, ?, ?, ?)",
    );
  }

  /** Inserts one row; table and column names come from the seed code, never from input. */
  insert(table: string, row: Row): number {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<SqlValue[]>(sql);
      this.statements.set(sql, statement);
    }
    return Number(statement.run(...Object.values(row)).lastInsertRowid);
  }

  /** Registers a generated, labelled photo and returns its site-relative address. */
  image(name: string, label: string, shape: Shape = "photo"): string {
    const [width, height] = SHAPES[shape];
    this.addMedia.run(name, label, `${name} · ${width}×${height}`, width, height, hueOf(name));
    return `/media/${name}.jpg`;
  }

  /** An album with generated photos; returns the album id. */
  album(owner: { kind: "page" | "lesson" | "charity"; id: number }, album: AlbumSeed): number {
    const prefix = `${owner.kind}${owner.id}-${album.key}`;
    const albumId = this.insert("albums", {
      owner_kind: owner.kind,
      owner_id: owner.id,
      name: album.name ?? album.title,
      title: album.title,
      image: this.image(`${prefix}-cover`, `${album.title}（封面）`, "thumb"),
      sort_order: album.order,
    });
    album.photos.forEach((caption, index) => {
      const n = index + 1;
      this.insert("album_photos", {
        album_id: albumId,
        image: this.image(`${prefix}-${n}`, `${album.title}｜${caption}`),
        title: caption,
        description: album.description ?? "",
        position: n,
      });
    });
    return albumId;
  }
}

export interface AlbumSeed {
  key: string;
  title: string;
  name?: string;
  order: number;
  description?: string;
  photos: string[];
}

/** A stable hue per image name, so the same image always has the same colour. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 3600;
  return Math.floor(hash / 10);
}
