// db:restore attacked (issue 45, findings 6 and 7): the built restore command (dist/server/content-service/
// db-restore.js, from the current folder) over a live database that has committed rows in its -wal, given a
// foreign SQLite file (one table `notes`), a zero-byte file, a text file and a truncated backup; then a raw copy
// (`cp`) of a live database with `walRows` committed rows still in its -wal; then a good backup while the built
// content service runs on the database and goes on taking donations. Reports each run's exit code, whether the
// live database's files (content.db, -wal, -shm) changed, and the rows kept.
import { execFile, execFileSync, fork } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { postDonation } from "./post-donation.mjs";

// The driver the content service uses on this Node (server/content-service/db/sqlite.ts).
const Database = createRequire(import.meta.url)(
  Number(process.versions.node.split(".")[0]) >= 22 ? "better-sqlite3-13" : "better-sqlite3",
);
const RESTORE = path.resolve("dist/server/content-service/db-restore.js");
const SERVICE = path.resolve("dist/server/content-service/main.js");
const COMPANIONS = ["", "-wal", "-shm"];

/** This site's database at `file`, made and migrated by the built service itself, then closed. */
function siteDatabase(file) {
  execFileSync(process.execPath, [SERVICE, "--reset-only"], {
    env: { ...process.env, CONTENT_DB: file, LOG_LEVEL: "error" },
  });
}

let serial = 0;
function addDonations(db, count) {
  const insert = db.prepare(
    `INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, activity_type, charity_id,
       need_receipt, return_path, status, created_at, updated_at, paid_at)
     VALUES (?, 'Credit', 1200, '林美華', 'normal', 1, 0, '/charity4?id=1', 'paid', ?, ?, ?)`,
  );
  const at = new Date().toISOString();
  for (let i = 0; i < count; i++) insert.run(`ATTACK${String((serial += 1)).padStart(14, "0")}`, at, at, at);
}

/** A database as a running or killed service leaves it: `rows` donations committed only in its -wal. */
function withRowsInWal(file, rows) {
  const source = `${file}.source`;
  siteDatabase(source);
  const db = new Database(source);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("wal_autocheckpoint = 0");
    db.exec("DELETE FROM donations");
    db.pragma("wal_checkpoint(TRUNCATE)");
    addDonations(db, rows);
    for (const suffix of COMPANIONS) fs.copyFileSync(source + suffix, file + suffix);
  } finally {
    db.close();
    fs.rmSync(source);
  }
}

const hashes = (file) =>
  COMPANIONS.map((suffix) =>
    fs.existsSync(file + suffix)
      ? createHash("sha256")
          .update(fs.readFileSync(file + suffix))
          .digest("hex")
      : "-",
  ).join(" ");

/** The donations `file` holds, or why it has none. */
function donations(file) {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare("SELECT count(*) AS n FROM donations").get().n;
    } finally {
      db.close();
    }
  } catch (error) {
    return error.message;
  }
}

function restore(from, dbFile) {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      [RESTORE, "--from", from],
      { env: { ...process.env, CONTENT_DB: dbFile } },
      // Its first line, each path shortened to its file name.
      (error, _o, stderr) =>
        resolve({
          rc: error ? error.code : 0,
          said: stderr
            .trim()
            .split("\n")[0]
            .replace(/\/\S+\/([^/\s]+)/g, "$1"),
        }),
    ),
  );
}

const asideOf = (dir) =>
  fs.readdirSync(dir).filter((name) => /^content\.db\.before-restore-[^.]+$/.test(name) && !/-(wal|shm)$/.test(name));

async function badFiles(dir) {
  const make = {
    "foreign SQLite (notes)": (file) => {
      const db = new Database(file);
      db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('x')");
      db.close();
    },
    "zero-byte file": (file) => fs.writeFileSync(file, ""),
    "text file": (file) => fs.writeFileSync(file, "name,amount\n林美華,1200\n".repeat(200)),
    "truncated backup": (file) => {
      siteDatabase(`${file}.whole`);
      const bytes = fs.readFileSync(`${file}.whole`);
      fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    },
  };
  const rows = [];
  for (const [name, write] of Object.entries(make)) {
    const folder = fs.mkdtempSync(path.join(dir, "bad-"));
    const live = path.join(folder, "content.db");
    withRowsInWal(live, 20);
    const before = hashes(live);
    const from = path.join(folder, "backup.db");
    write(from);
    const { rc, said } = await restore(from, live);
    rows.push({
      name,
      rc,
      changed: hashes(live) !== before,
      kept: donations(live),
      aside: asideOf(folder).length,
      said,
    });
  }
  return rows;
}

async function rawCopy(parent, walRows) {
  const dir = fs.mkdtempSync(path.join(parent, "raw-"));
  const from = path.join(dir, "raw.db");
  withRowsInWal(from, walRows);
  fs.rmSync(`${from}-shm`);
  const live = path.join(dir, "content.db");
  siteDatabase(live);
  const { rc, said } = await restore(from, live);
  return { rc, said, restored: donations(live), walLeft: fs.existsSync(`${live}-wal`) };
}

function startService(dbFile) {
  const child = fork(SERVICE, [], {
    env: { ...process.env, CONTENT_DB: dbFile, CONTENT_PORT: "0", LOG_LEVEL: "error", DONATION_RETENTION_DAYS: "off" },
    stdio: "pipe",
  });
  return new Promise((resolve, reject) => {
    child.on("message", (m) => m?.port && resolve({ child, port: m.port }));
    child.on("exit", () => reject(new Error("the content service exited before listening")));
  });
}

function tradeNumbers(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare("SELECT merchant_trade_no FROM donations").pluck().all());
  } finally {
    db.close();
  }
}

async function underService(parent, after) {
  const dir = fs.mkdtempSync(path.join(parent, "busy-"));
  const from = path.join(dir, "backup.db");
  siteDatabase(from);
  const live = path.join(dir, "content.db");
  siteDatabase(live);
  const { child, port } = await startService(live);
  try {
    await postDonation(port);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const inode = fs.statSync(live).ino;
    const { rc, said } = await restore(from, live);
    const renamed = fs.statSync(live).ino !== inode;
    const taken = [];
    for (let i = 0; i < after; i++) taken.push((await postDonation(port)).tradeNo);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    const kept = tradeNumbers(live);
    const [aside] = asideOf(dir);
    const setAside = aside ? tradeNumbers(path.join(dir, aside)) : new Set();
    const count = (set) => taken.filter((tradeNo) => tradeNo && set.has(tradeNo)).length;
    return { rc, said, renamed, taken: taken.filter(Boolean).length, kept: count(kept), setAside: count(setAside) };
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}

/** Runs the scenario and prints its figures (`npm run attack -- --only db-restore`). */
export async function reportDbRestore({ walRows = 50, after = 10 } = {}) {
  const dir = fs.mkdtempSync(path.join(tmpdir(), "attack-restore-"));
  try {
    console.log("db:restore: a bad file over a live database of 20 donations, all in its -wal");
    for (const row of await badFiles(dir))
      console.log(
        `  ${row.name}: rc ${row.rc}; live files changed ${row.changed ? "YES" : "no"}; live donations ` +
          `${row.kept} (of 20); set aside ${row.aside}\n    ${row.said}`,
      );
    const raw = await rawCopy(dir, walRows);
    console.log(
      `  raw copy with ${walRows} rows in its -wal: rc ${raw.rc}; donations restored ${raw.restored} of ${walRows}; ` +
        `-wal beside the restored file ${raw.walLeft ? "yes" : "no"}\n    ${raw.said}`,
    );
    const busy = await underService(dir, after);
    console.log(
      `  a good backup while the content service runs: rc ${busy.rc}; live database renamed ${busy.renamed ? "YES" : "no"}; ` +
        `of ${busy.taken} donations taken afterwards, in content.db ${busy.kept}, in the file set aside ${busy.setAside}` +
        `\n    ${busy.said}`,
    );
    console.log("");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
