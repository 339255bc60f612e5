// The built backup command (dist/server/content-service/db-backup.js) against the built content service
// taking a burst of donations: the backup, taken mid-burst, restores (db-restore.js) to a database holding
// every donation acknowledged before it began (issue 34).
import { execFile, fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "../../../server/content-service/db/sqlite.js";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempDbFile } from "../content-test-service.js";
import { normalDonation } from "../donation-bodies.js";
import { hiddenFields } from "../form-html.js";

const run = promisify(execFile);
const BACKUP = path.resolve("dist/server/content-service/db-backup.js");
const RESTORE = path.resolve("dist/server/content-service/db-restore.js");
let temp: ReturnType<typeof tempDbFile>;
let service: ChildProcess | null = null;
beforeEach(() => {
  temp = tempDbFile();
});
afterEach(() => {
  if (service && service.exitCode === null) service.kill("SIGKILL");
  temp.remove();
});

function startService(dbFile: string): Promise<number> {
  const child = fork(path.resolve("dist/server/content-service/main.js"), [], {
    env: { ...process.env, LOG_LEVEL: "warn", CONTENT_PORT: "0", CONTENT_DB: dbFile },
    stdio: "pipe",
  });
  service = child;
  return new Promise((resolve, reject) => {
    child.on("message", (message: unknown) => {
      if (typeof message === "object" && message !== null && "port" in message && typeof message.port === "number")
        resolve(message.port);
    });
    child.on("exit", () => reject(new Error("the content service exited before listening")));
  });
}

/** One donation; its trade number once the service has answered with the payment form. */
async function donate(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/homepage/donate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(normalDonation),
  });
  const tradeNo = hiddenFields(await response.text()).MerchantTradeNo;
  if (response.status !== 200 || !tradeNo) throw new Error(`donation not acknowledged: ${response.status}`);
  return tradeNo;
}

function tradeNumbers(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(db.prepare<[], string>("SELECT merchant_trade_no FROM donations").pluck().all());
  } finally {
    db.close();
  }
}

test("a backup taken during a donation burst restores every donation acknowledged before it began", async () => {
  const origin = `http://127.0.0.1:${await startService(temp.file)}`;
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
  // One self-contained file: no WAL, and no partial copy, beside it.
  expect(fs.readdirSync(temp.dir).filter((name) => name.startsWith("backup.db"))).toEqual(["backup.db"]);

  // Restored in place of the live database, with the service stopped as the procedure says.
  service?.kill("SIGTERM");
  await new Promise((resolve) => service?.once("exit", resolve));
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
  await startService(temp.file);
  const taken = await run(process.execPath, [BACKUP, "--out", path.join(temp.dir, "taken.db")], { env }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  expect(taken).toMatchObject({ code: 2, stderr: expect.stringContaining("exists; refused") as unknown });
});
