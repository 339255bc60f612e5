// Job leases on one SQLite file shared by two instances (two connections, as two content services have):
// one holder at a time, renewed by its holder, taken over once expired or released; the leased timer runs
// a job on exactly one instance, and on the other once the first stops.
import os from "node:os";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { jobLease, leaseHolderId } from "../../../server/content-service/jobs/job-lease.js";
import { startLeasedTimer } from "../../../server/content-service/jobs/leased-timer.js";
import { captureLogs } from "../../server/log-capture.js";
import { tempDbFile } from "../content-test-service.js";

let temp: ReturnType<typeof tempDbFile>;
let first: ContentDb;
let second: ContentDb;
beforeEach(() => {
  temp = tempDbFile();
  first = openContentDb(temp.file);
  second = openContentDb(temp.file, { seed: false });
});
afterEach(() => {
  first.close();
  second.close();
  temp.remove();
});

describe("a job lease", () => {
  test("one holder at a time; renewed by it; taken over once expired; released at once on request", () => {
    let now = 1_000_000;
    const clock = () => now;
    const logs = captureLogs("info");
    const a = jobLease({ db: first, job: "reconciliation", holder: "a", ttlMs: 1000, logger: logs.logger, clock });
    const b = jobLease({ db: second, job: "reconciliation", holder: "b", ttlMs: 1000, logger: logs.logger, clock });
    const other = jobLease({ db: second, job: "retention", holder: "b", ttlMs: 1000, logger: logs.logger, clock });

    expect(a.take()).toBe(true);
    expect(b.take()).toBe(false);
    // Leases are per job.
    expect(other.take()).toBe(true);
    now += 900;
    expect(a.take()).toBe(true); // renewed until 1900 from now
    now += 999;
    expect(b.take()).toBe(false);
    now += 1;
    // a stopped renewing (a dead holder): b takes it, and a knows it lost it.
    expect(b.take()).toBe(true);
    expect(a.take()).toBe(false);
    b.release();
    expect(a.take()).toBe(true);

    const row = first
      .prepare("SELECT holder, expires_at AS expiresAt FROM job_leases WHERE job = ?")
      .get("reconciliation");
    expect(row).toEqual({ holder: "a", expiresAt: now + 1000 });
    expect(logs.entries().map((e) => [e.msg, e.job, e.holder])).toEqual([
      ["job lease taken: this instance runs the job", "reconciliation", "a"],
      ["job lease taken: this instance runs the job", "retention", "b"],
      ["job lease taken over from a holder that did not release it", "reconciliation", "b"],
      ["job lease lost: another instance runs the job", "reconciliation", "a"],
      ["job lease released", "reconciliation", "b"],
      ["job lease taken: this instance runs the job", "reconciliation", "a"],
    ]);
  });

  test("holder ids name the host and the address listened on: the same again on the same address", () => {
    expect(leaseHolderId("127.0.0.1", 4000)).toBe(`${os.hostname()}:127.0.0.1:4000`);
    expect(leaseHolderId("127.0.0.1", 4000)).toBe(leaseHolderId("127.0.0.1", 4000));
    expect(leaseHolderId("127.0.0.1", 4001)).not.toBe(leaseHolderId("127.0.0.1", 4000));
  });

  test("a process started again on the same address takes its dead predecessor's lease at once: logged, counted", () => {
    let now = 5_000_000;
    const clock = () => now;
    const logs = captureLogs("info");
    const holder = leaseHolderId("127.0.0.1", 4000);
    const killed = jobLease({ db: first, job: "atm-expiry", holder, ttlMs: 600_000, logger: logs.logger, clock });
    expect(killed.take()).toBe(true);
    // Killed (no release); its replacement starts a second later, long before the lease would expire.
    now += 1000;
    const other = jobLease({
      db: second,
      job: "atm-expiry",
      holder: "elsewhere",
      ttlMs: 600_000,
      logger: logs.logger,
      clock,
    });
    expect(other.take()).toBe(false);
    const replacement = jobLease({ db: second, job: "atm-expiry", holder, ttlMs: 600_000, logger: logs.logger, clock });
    expect(replacement.take()).toBe(true);
    // Renewing its own lease is no take-over.
    now += 1000;
    expect(replacement.take()).toBe(true);
    expect(logs.entries().filter((e) => e.level === 40)).toEqual([
      expect.objectContaining({
        msg: "job lease taken over from a holder that did not release it",
        job: "atm-expiry",
        previousHolder: holder,
        leftMsBeforeExpiry: 599_000,
      }),
    ]);
    const count = first.prepare("SELECT taken_over FROM job_leases WHERE job = ?").pluck().get("atm-expiry");
    expect(count).toBe(1);
  });
});

describe("the leased timer, two instances on one database", () => {
  const INTERVAL_MS = 40;
  // A long lease: a tick delayed on a busy machine must not hand it over; a stop releases it at once.
  const instance = (db: ContentDb, holder: string, ttlMs = 10 * INTERVAL_MS) => {
    const logger = captureLogs("silent").logger;
    let runs = 0;
    const lease = jobLease({ db, job: "sweep", holder, ttlMs, logger });
    const stop = startLeasedTimer({ intervalMs: INTERVAL_MS, firstDelayMs: 0, lease, logger, run: () => runs++ });
    return { stop, runs: () => runs };
  };

  test("the job runs on exactly one; stopped, it moves to the other", async () => {
    const a = instance(first, "a");
    const b = instance(second, "b");
    await expect.poll(() => a.runs() + b.runs(), { timeout: 5000, interval: 10 }).toBeGreaterThanOrEqual(5);
    const [holder, idle] = a.runs() > 0 ? [a, b] : [b, a];
    expect(idle.runs()).toBe(0);

    holder.stop();
    const stoppedAt = holder.runs();
    await expect.poll(() => idle.runs(), { timeout: 5000, interval: 10 }).toBeGreaterThanOrEqual(5);
    expect(holder.runs()).toBe(stoppedAt);
    idle.stop();
  });

  test("a holder that dies without releasing: the other takes over once the lease expires", async () => {
    const logger = captureLogs("silent").logger;
    // The dead holder: took the lease once, never renews or releases it.
    expect(jobLease({ db: first, job: "sweep", holder: "dead", ttlMs: 300, logger }).take()).toBe(true);
    const started = performance.now();
    const b = instance(second, "b");
    await expect.poll(() => b.runs(), { timeout: 2000, interval: 10 }).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    b.stop();
  });
});
