// The built restore command (dist/server/content-service/db-restore.js) run as a process on a temporary
// database, the service stopped as the procedure says.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, expect, test } from "vitest";
import { backupTo } from "../../../server/content-service/cli/database-copy.js";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import Database from "../../../server/content-service/db/sqlite.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const run = promisify(execFile);
const RESTORE = path.resolve("dist/server/content-service/db-restore.js");
let temp: ReturnType<typeof tempDbFile>;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  temp = tempDbFile();
  env = { ...process.env, CONTENT_DB: temp.file };
});
afterEach(() => temp.remove());

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
  expect(result).toMatchObject({ code: 1, stderr: expect.stringMatching(/^db:restore: failed: /) as unknown });
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
