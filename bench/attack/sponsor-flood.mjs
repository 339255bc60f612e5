// A GET flood on the sponsor list against a busy content service (issue 25 item 2): the embedded service's
// database holds `rows` paid donations; `requests` GETs of /api/homepage/sponsor from one address, all at
// once (at offset 999,999,999, then at as many different offsets below the total, which no cache shares),
// while donors post donations. Reports the flood's statuses, the content service's kills and restarts,
// how long /readyz said 503, and whether every donation acknowledged to a donor is in the database exactly
// once (none lost, none twice).
import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { postDonation } from "./post-donation.mjs";
import { get, startServer } from "./server-process.mjs";

/** Fills the database with `rows` paid donations, as the content service's own migrations left it. */
function fillDonations(file, rows) {
  const db = new Database(file);
  const insert = db.prepare(
    `INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, activity_type, charity_id,
       need_receipt, return_path, status, created_at, updated_at, paid_at)
     VALUES (?, 'Credit', ?, '林美華', 'normal', 1, 0, '/charity4?id=1', 'paid', ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
      insert.run(`BENCH${String(i).padStart(15, "0")}`, 100 + (i % 900), at, at, at);
    }
  })();
  db.close();
}

const count = (answers) => {
  const byStatus = {};
  for (const a of answers) byStatus[a.status ?? a.error] = (byStatus[a.status ?? a.error] ?? 0) + 1;
  return byStatus;
};

export async function runSponsorFlood({ rows, requests, donors, dbFile }) {
  // First start: the database is created, migrated and seeded; then filled while no service has it open.
  const first = await startServer({ env: { CONTENT_DB: dbFile } });
  await first.ready(60_000);
  await first.stop();
  fillDonations(dbFile, rows);

  const server = await startServer({ env: { CONTENT_DB: dbFile, DONATION_RATE_LIMIT: "1000" } });
  try {
    await server.ready(60_000);
    const phases = [];
    for (const [name, offsetOf] of [
      ["offset 999999999", () => 999_999_999],
      ["different offsets", (i) => Math.floor(((i + 0.5) / requests) * rows)],
    ]) {
      const linesBefore = server.lines.length;
      let notReadyMs = 0;
      let probing = true;
      const readiness = (async () => {
        while (probing) {
          const started = performance.now();
          const answer = await get(server.port, "/readyz", { timeoutMs: 2000 });
          await new Promise((resolve) => setTimeout(resolve, 200));
          if (answer.status !== 200) notReadyMs += performance.now() - started;
        }
      })();
      const started = performance.now();
      const flood = Promise.all(
        Array.from({ length: requests }, (_, i) =>
          get(server.port, `/api/homepage/sponsor?limit=50&offset=${offsetOf(i)}`, { timeoutMs: 60_000 }),
        ),
      );
      const donations = Promise.all(
        Array.from({ length: donors }, (_, i) =>
          new Promise((resolve) => setTimeout(resolve, i * 100)).then(() => postDonation(server.port)),
        ),
      );
      const [answers, posted] = await Promise.all([flood, donations]);
      const floodMs = performance.now() - started;
      // Long enough for a killed child to be replaced, so its restart shows in the log.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      probing = false;
      await readiness;
      const lines = server.lines.slice(linesBefore);
      phases.push({
        name,
        floodMs,
        statuses: count(answers),
        slowestMs: Math.max(...answers.map((a) => a.ms)),
        kills: lines.filter((l) => l.includes("stopped answering; killed")).length,
        exits: lines.filter((l) => l.includes("embedded content service exited")).length,
        notReadyMs,
        donations: count(posted),
        acknowledged: posted.filter((p) => p.status === 200 && p.tradeNo).map((p) => p.tradeNo),
      });
    }
    const db = new Database(dbFile, { readonly: true });
    const stored = db.prepare("SELECT count(*) FROM donations WHERE merchant_trade_no = ?").pluck();
    for (const phase of phases) {
      const times = phase.acknowledged.map((tradeNo) => stored.get(tradeNo));
      phase.lost = times.filter((n) => n === 0).length;
      phase.twice = times.filter((n) => n > 1).length;
    }
    const orders = db.prepare("SELECT count(*) FROM donations WHERE donor_name = '測試'").pluck().get();
    db.close();
    return { phases, orders, version: JSON.parse(readFileSync("package.json", "utf8")).version };
  } finally {
    await server.stop();
  }
}
