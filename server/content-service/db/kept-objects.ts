// better-sqlite3 12 wraps its native objects in Node's ObjectWrap, whose destructor on Node 24 needs
// an entered JavaScript context. A garbage database or statement collected by a GC that V8 runs from
// one of its own tasks (between callbacks, or while the process exits) has none, and Node aborts in
// Statement::~Statement (seen as a test worker dying at teardown, one run in three). So none ever
// becomes garbage: every database and every statement prepared through it is kept in one process-wide
// list until the process ends. Owners still close their databases (which finalises the statements);
// statements are prepared once per database, never per request, so the list does not grow with load.
// `db.pragma()` prepares a statement this list cannot see: use `db.exec("PRAGMA …")` instead.
import Database from "better-sqlite3";

// On globalThis: a test runner that re-evaluates modules per test file must not drop the list.
const KEPT = Symbol.for("better-sqlite3 objects kept until the process exits");
const holder = globalThis as typeof globalThis & { [KEPT]?: unknown[] };
const kept = (holder[KEPT] ??= []);

export function openKeptDatabase(file: string, options: Database.Options): Database.Database {
  const db = new Database(file, options);
  kept.push(db);
  const prepare = db.prepare.bind(db);
  db.prepare = <Params extends unknown[] | object = unknown[], Result = unknown>(source: string) => {
    const statement = prepare<Params, Result>(source);
    kept.push(statement);
    return statement;
  };
  return db;
}
