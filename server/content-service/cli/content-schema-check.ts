// Whether an open database is this site's content database, and at which migration (db:restore's check).
import type { ContentDb } from "../db/content-db.js";
import { MIGRATIONS } from "../db/migrations.js";
import Database from "../db/sqlite.js";

export const LATEST_MIGRATION = Math.max(...MIGRATIONS.map((migration) => migration.version));

export type SchemaCheck = { ok: true; version: number } | { ok: false; why: string };

/** Each table (SQLite's own left out) with its column names. */
function tablesOf(db: ContentDb): Map<string, Set<string>> {
  const names = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
    )
    .pluck()
    .all();
  const columns = db.prepare<[string], string>("SELECT name FROM pragma_table_info(?)").pluck();
  return new Map(names.map((name) => [name, new Set(columns.all(name))]));
}

/** The tables and columns that migrations 1 to `version` make, made in memory. */
function expectedTables(version: number): Map<string, Set<string>> {
  const db = new Database(":memory:");
  try {
    for (const migration of MIGRATIONS) if (migration.version <= version) db.exec(migration.sql);
    return tablesOf(db);
  } finally {
    db.close();
  }
}

/**
 * A file from an older build passes (the restore migrates it, as the service would at start); one from a newer
 * build does not: this build cannot know what its later migrations changed.
 */
export function checkContentSchema(db: ContentDb): SchemaCheck {
  const tables = tablesOf(db);
  const notOurs = (why: string): SchemaCheck => ({ ok: false, why: `is not this site's content database: ${why}` });
  if (!tables.has("schema_migrations")) {
    const held = [...tables.keys()];
    return notOurs(`no schema_migrations table (${held.length ? `it holds ${held.join(", ")}` : "it holds no table"})`);
  }
  const versions = db.prepare<[], unknown>("SELECT version FROM schema_migrations ORDER BY version").pluck().all();
  const version = versions.reduce<number>((top, v) => (typeof v === "number" && v > top ? v : top), 0);
  if (version > LATEST_MIGRATION)
    return {
      ok: false,
      why: `was made by a newer build (migration ${version}; this build knows up to ${LATEST_MIGRATION}): restore it with that build`,
    };
  const known = MIGRATIONS.filter((migration) => migration.version <= version).map((migration) => migration.version);
  if (version === 0 || versions.join() !== known.join())
    return notOurs(`its recorded migrations (${versions.join(", ") || "none"}) are not this build's`);
  for (const [table, columns] of expectedTables(version)) {
    const present = tables.get(table);
    if (!present) return notOurs(`no ${table} table`);
    const missing = [...columns].filter((column) => !present.has(column));
    if (missing.length) return notOurs(`table ${table} lacks ${missing.join(", ")}`);
  }
  return { ok: true, version };
}
