// The built backup command (dist/server/content-service/db-backup.js) against the built content service
// taking a burst of donations: the backup, taken mid-burst, restores (db-restore.js) to a database holding
// every donation acknowledged before it began (issue 34).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "../../../server/content-service/db/sqlite.js";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempDbFile } from "../content-test-service.js";
import { donate, startBuiltService, type BuiltService } from "./built-content-service.js";

const run = promisify(execFile);
const BACKUP = path.resolve("dist/server/content-service/db-backup.js");
const RESTORE = path.resolve("dist/server/content-service/db-restore.js");
let temp: ReturnType<typeof tempDbFile>;
let service: BuiltService | null = null;
beforeEach(() => {
  temp = tempDbFile();
});
afterEach(async () => {
  await service?.stop();
  service = null;
  temp.remove();
});

function tradeNumbers(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(db.prepare<[], string>("SELECT merchant_trade_no FROM donations").pluck().all());
  } finally {
    db.close();
  }
}

test("a backup taken during a donation burst restores every donation acknowledged before it began", async () => {
  service = await startBuiltService(temp.file);
  const { origin } = service;
  const acknowledged: string[] = [];
  let bursting = true;
  // Four donors at once, each posting again as soon as answered, until the backup is done.
  const donors = Array.from({ length: 4 }, async () => {
    while (bursting) acknowledged.push(await donate(origin));
  });
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

  const beforeBackup = [...acknowledged];
  const backupFile = path.join(temp.dir, "backup.db");
  const env = { ...process.env, CONTENT_DB: temp.file };
  const backup = await run(process.execPath, [BACKUP, "--out", backupFile], { env });
  const duringBackup = acknowledged.length - beforeBackup.length;
  bursting = false;
  await Promise.all(donors);
  expect(backup.stderr).toMatch(/^db:backup: .+ -> .+backup\.db \(\d+ donation\(s\), integrity ok\)\n$/);
  expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  // One self-contained file: no WAL, and no partial copy, beside it; it holds them itself, before any restore.
  expect(fs.readdirSync(temp.dir).filter((name) => name.startsWith("backup.db"))).toEqual(["backup.db"]);
  const inCopy = tradeNumbers(backupFile);
  expect(beforeBackup.filter((tradeNo) => !inCopy.has(tradeNo))).toEqual([]);

  // Restored in place of the live database, with the service stopped as the procedure says.
  await service.stop();
  const restored = await run(process.execPath, [RESTORE, "--from", backupFile], { env });
  expect(restored.stderr).toMatch(/^db:restore: .+ -> .+content\.db \(\d+ donation\(s\)\); the old database is /);
  const inRestored = tradeNumbers(temp.file);
  for (const tradeNo of beforeBackup) expect(inRestored.has(tradeNo), tradeNo).toBe(true);
  // The burst went on while the copy was made, and the old database was kept aside, whole.
  expect(duringBackup).toBeGreaterThan(0);
  const aside = fs.readdirSync(temp.dir).find((name) => /^content\.db\.before-restore-[^.]+$/.test(name)) ?? "";
  expect(tradeNumbers(path.join(temp.dir, aside)).size).toBeGreaterThanOrEqual(acknowledged.length);
});

test("backup refuses to overwrite a file and says what it needs", async () => {
  fs.writeFileSync(path.join(temp.dir, "taken.db"), "");
  const env = { ...process.env, CONTENT_DB: temp.file };
  const missing = await run(process.execPath, [BACKUP], { env }).catch((error: { code: number }) => error);
  expect(missing).toMatchObject({ code: 2 });
  service = await startBuiltService(temp.file);
  const taken = await run(process.execPath, [BACKUP, "--out", path.join(temp.dir, "taken.db")], { env }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  expect(taken).toMatchObject({ code: 2, stderr: expect.stringContaining("exists; refused") as unknown });
});
