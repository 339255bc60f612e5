// The built restore command (dist/server/content-service/db-restore.js) run as a process on a temporary
// database, the service stopped as the procedure says, and refused while the built service holds it.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, expect, test } from "vitest";
import { backupTo } from "../../../server/content-service/cli/database-copy.js";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { MIGRATIONS } from "../../../server/content-service/db/migrations.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";
import { donate, startBuiltService, type BuiltService } from "./built-content-service.js";

const run = promisify(execFile);
const RESTORE = path.resolve("dist/server/content-service/db-restore.js");
let temp: ReturnType<typeof tempDbFile>;
let env: NodeJS.ProcessEnv;
let service: BuiltService | null = null;
beforeEach(() => {
  temp = tempDbFile();
  env = { ...process.env, CONTENT_DB: temp.file };
});
afterEach(async () => {
  await service?.stop();
  service = null;
  temp.remove();
});

/** A database at `file` holding one donation per name; its trade numbers. */
function databaseWith(file: string, donors: string[]): string[] {
  const db = openContentDb(file);
  try {
    return donors.map((donor) => insertDonation(db, { donor_name: donor }).merchant_trade_no);
  } finally {
    db.close();
  }
}

function tradeNumbers(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(db.prepare<[], string>("SELECT merchant_trade_no FROM donations").pluck().all());
  } finally {
    db.close();
  }
}

/**
 * A database at `file` as a running or killed service leaves it: the schema in the main file, one donation per
 * name committed only in its -wal (a raw copy taken with `cp`, or a crash). Its trade numbers.
 */
function databaseWithRowsInWal(file: string, donors: string[]): string[] {
  const source = `${file}.source`;
  const db = openContentDb(source);
  try {
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.pragma("wal_autocheckpoint = 0");
    const tradeNos = donors.map((donor) => insertDonation(db, { donor_name: donor }).merchant_trade_no);
    for (const suffix of ["", "-wal", "-shm"]) fs.copyFileSync(source + suffix, file + suffix);
    return tradeNos;
  } finally {
    db.close();
    fs.rmSync(source);
  }
}

/** The bytes of a database and its companions, by name (absent ones left out). */
function fileHashes(file: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const suffix of ["", "-wal", "-shm"])
    if (fs.existsSync(file + suffix))
      hashes[path.basename(file + suffix)] = createHash("sha256")
        .update(fs.readFileSync(file + suffix))
        .digest("hex");
  return hashes;
}

/** The files' hashes once unchanged for half a second: what the service wrote on its start and answers is in. */
async function settled(file: string): Promise<Record<string, string>> {
  let last = fileHashes(file);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = fileHashes(file);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

/** Names in the database's folder that a restore adds: the old database set aside, a partial copy. */
const restoreLeftovers = () => fs.readdirSync(temp.dir).filter((name) => /before-restore|partial/.test(name));

const failure = (error: { code: number; stderr: string }) => error;

test("puts the backup in place, owner-only, and keeps the old database aside", async () => {
  const backupSource = path.join(temp.dir, "then.db");
  const then = databaseWith(backupSource, ["林美華", "王小明"]);
  const backupFile = path.join(temp.dir, "backup.db");
  await backupTo(backupSource, backupFile);
  const now = databaseWith(temp.file, ["陳大文"]);
  const restored = await run(process.execPath, [RESTORE, "--from", backupFile], { env });
  expect(restored.stderr).toMatch(
    /^db:restore: .+backup\.db -> .+content\.db \(2 donation\(s\)\); the old database is /,
  );
  expect(tradeNumbers(temp.file)).toEqual(new Set(then));
  expect(fs.statSync(temp.file).mode & 0o777).toBe(0o600);
  const aside = fs.readdirSync(temp.dir).find((name) => /^content\.db\.before-restore-[^.]+$/.test(name)) ?? "";
  expect(restored.stderr).toContain(aside);
  expect(tradeNumbers(path.join(temp.dir, aside))).toEqual(new Set(now));
  // No -wal or -shm of the old database is left beside the restored one, and no partial copy.
  expect(fs.readdirSync(temp.dir).filter((name) => /^content\.db(-wal|-shm|\..*partial)$/.test(name))).toEqual([]);
});

test("restore refuses a damaged backup and leaves the database as it was", async () => {
  const [tradeNo = ""] = databaseWith(temp.file, ["林美華"]);
  const damaged = path.join(temp.dir, "damaged.db");
  fs.writeFileSync(damaged, Buffer.concat([Buffer.from("SQLite format 3\0"), Buffer.alloc(4096, 7)]));
  const result = await run(process.execPath, [RESTORE, "--from", damaged], { env }).catch(failure);
  expect(result).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(
      /^db:restore: refused: .+damaged\.db is damaged: .+; nothing was changed\n$/,
    ) as unknown,
  });
  expect(tradeNumbers(temp.file).has(tradeNo)).toBe(true);
  expect(fs.readdirSync(temp.dir).filter((name) => name.includes("before-restore"))).toEqual([]);
});

test("says what it needs: --from is required, the backup must exist (exit 2), nothing is moved", async () => {
  const [tradeNo = ""] = databaseWith(temp.file, ["林美華"]);
  const missing = await run(process.execPath, [RESTORE], { env }).catch(failure);
  expect(missing).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("--from BACKUP_FILE is required") as unknown,
  });
  const absent = path.join(temp.dir, "absent.db");
  const none = await run(process.execPath, [RESTORE, "--from", absent], { env }).catch(failure);
  expect(none).toMatchObject({ code: 2, stderr: expect.stringContaining(`no backup at ${absent}`) as unknown });
  expect(tradeNumbers(temp.file).has(tradeNo)).toBe(true);
  expect(fs.readdirSync(temp.dir).filter((name) => name.includes("before-restore"))).toEqual([]);
});

test("refuses a file that is not this site's database before moving anything; the live files are as they were", async () => {
  const live = databaseWithRowsInWal(temp.file, ["林美華", "王小明"]);
  const before = fileHashes(temp.file);
  expect(Object.keys(before)).toEqual(["content.db", "content.db-wal", "content.db-shm"]);

  const foreign = path.join(temp.dir, "notes.db");
  const notes = new Database(foreign);
  notes.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('x')");
  notes.close();
  const empty = path.join(temp.dir, "empty.db");
  fs.writeFileSync(empty, "");
  const text = path.join(temp.dir, "text.db");
  fs.writeFileSync(text, "name,amount\n林美華,1200\n".repeat(200));
  const whole = path.join(temp.dir, "whole.db");
  databaseWith(
    whole,
    Array.from({ length: 300 }, (_, i) => `捐款人${i}`),
  );
  const truncated = path.join(temp.dir, "truncated.db");
  fs.writeFileSync(truncated, fs.readFileSync(whole).subarray(0, Math.floor(fs.statSync(whole).size / 2)));
  const newer = path.join(temp.dir, "newer.db");
  databaseWith(newer, ["陳大文"]);
  const later = new Database(newer);
  later
    .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from a later build', '')")
    .run(MIGRATIONS.length + 1);
  later.close();

  const cases: [string, RegExp][] = [
    [foreign, /is not this site's content database: no schema_migrations table \(it holds notes\)/],
    [empty, /is empty \(0 bytes\)/],
    [text, /is not an SQLite database/],
    [truncated, /is damaged/],
    [
      newer,
      new RegExp(
        `made by a newer build \\(migration ${MIGRATIONS.length + 1}; this build knows up to ${MIGRATIONS.length}\\)`,
      ),
    ],
  ];
  for (const [file, reason] of cases) {
    const result = await run(process.execPath, [RESTORE, "--from", file], { env }).catch(failure);
    expect(result, file).toMatchObject({ code: 1 });
    expect(fileHashes(temp.file), file).toEqual(before);
    expect(restoreLeftovers(), file).toEqual([]);
    expect(result.stderr, file).toMatch(/^db:restore: refused: /);
    expect(result.stderr, file).toMatch(reason);
    expect(result.stderr, file).toContain("nothing was changed");
  }
  expect(tradeNumbers(temp.file)).toEqual(new Set(live));
});

test("a backup from an older build is migrated in the copy, then put in place with its rows", async () => {
  const older = path.join(temp.dir, "older.db");
  const db = new Database(older);
  db.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)");
  for (const migration of MIGRATIONS.slice(0, 5)) {
    db.exec(migration.sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?, '')").run(migration.version, migration.name);
  }
  const then = ["林美華", "王小明"].map((donor) => insertDonation(db, { donor_name: donor }).merchant_trade_no);
  db.close();
  databaseWith(temp.file, ["陳大文"]);
  const restored = await run(process.execPath, [RESTORE, "--from", older], { env });
  expect(restored.stderr).toMatch(/migrated from 5 to \d+/);
  expect(tradeNumbers(temp.file)).toEqual(new Set(then));
  const installed = new Database(temp.file, { readonly: true });
  const versions = installed.prepare<[], number>("SELECT version FROM schema_migrations").pluck().all();
  installed.close();
  expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
});

test("a raw copy with committed rows still in its -wal is restored whole, as one file", async () => {
  const backupFile = path.join(temp.dir, "raw.db");
  const then = databaseWithRowsInWal(
    backupFile,
    Array.from({ length: 50 }, (_, i) => `捐款人${i}`),
  );
  fs.rmSync(`${backupFile}-shm`);
  const backupBytes = fileHashes(backupFile);
  databaseWith(temp.file, ["陳大文"]);
  const restored = await run(process.execPath, [RESTORE, "--from", backupFile], { env });
  expect(restored.stderr).toMatch(/\(50 donation\(s\)\)/);
  expect(tradeNumbers(temp.file)).toEqual(new Set(then));
  // One self-contained file in place; the operator's backup untouched (no -shm made beside it either).
  expect(fs.readdirSync(temp.dir).filter((name) => /^content\.db(-wal|-shm|-journal)?$/.test(name))).toEqual([
    "content.db",
  ]);
  expect(fileHashes(backupFile)).toEqual(backupBytes);
  expect(restoreLeftovers().filter((name) => name.includes("partial"))).toEqual([]);
});

test("refused while the built content service holds the database, naming what to stop; nothing changes", async () => {
  const backupSource = path.join(temp.dir, "then.db");
  const then = databaseWith(backupSource, ["林美華"]);
  const backupFile = path.join(temp.dir, "backup.db");
  await backupTo(backupSource, backupFile);
  // No retention job, whose first run writes two seconds after the start: the files then stay as they are.
  service = await startBuiltService(temp.file, { DONATION_RETENTION_DAYS: "off" });
  const first = await donate(service.origin);
  const before = await settled(temp.file);
  const inode = fs.statSync(temp.file).ino;

  const result = await run(process.execPath, [RESTORE, "--from", backupFile], { env }).catch(failure);
  expect(result).toMatchObject({ code: 1 });
  expect(result.stderr).toMatch(/^db:restore: refused: .+content\.db is in use by another process/);
  expect(result.stderr).toContain("systemctl stop");
  expect(result.stderr).toContain("nothing was changed");
  expect(fileHashes(temp.file)).toEqual(before);
  expect(fs.statSync(temp.file).ino).toBe(inode);
  expect(restoreLeftovers()).toEqual([]);

  // The service goes on writing into the live database, which keeps every donation.
  const second = await donate(service.origin);
  await service.stop();
  const kept = tradeNumbers(temp.file);
  expect([first, second, ...then].map((tradeNo) => kept.has(tradeNo))).toEqual([true, true, false]);
});

test("restores onto a host with no database yet and says so", async () => {
  const backupSource = path.join(temp.dir, "then.db");
  const then = databaseWith(backupSource, ["林美華"]);
  const backupFile = path.join(temp.dir, "backup.db");
  await backupTo(backupSource, backupFile);
  const restored = await run(process.execPath, [RESTORE, "--from", backupFile], { env });
  expect(restored.stderr).toContain(`(1 donation(s)); there was no database at ${temp.file}`);
  expect(tradeNumbers(temp.file)).toEqual(new Set(then));
});
