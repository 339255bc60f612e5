// Job leases on one SQLite file shared by two instances (two connections, as two content services have):
// one holder at a time, renewed by its holder, taken over once expired or released.
import os from "node:os";
import { describe, expect, test } from "vitest";
import { jobLease, leaseHolderId } from "../../../server/content-service/jobs/job-lease.js";
import { captureLogs } from "../../server/log-capture.js";
import { twoInstances } from "./two-instances.js";

const dbs = twoInstances();

describe("a job lease", () => {
  test("one holder at a time; renewed by it; taken over once expired; released at once on request", () => {
    let now = 1_000_000;
    const clock = () => now;
    const logs = captureLogs("info");
    const a = jobLease({
      db: dbs.first(),
      job: "reconciliation",
      holder: "a",
      ttlMs: 1000,
      logger: logs.logger,
      clock,
    });
    const b = jobLease({
      db: dbs.second(),
      job: "reconciliation",
      holder: "b",
      ttlMs: 1000,
      logger: logs.logger,
      clock,
    });
    const other = jobLease({
      db: dbs.second(),
      job: "retention",
      holder: "b",
      ttlMs: 1000,
      logger: logs.logger,
      clock,
    });

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

    const row = dbs
      .first()
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
    const killed = jobLease({ db: dbs.first(), job: "atm-expiry", holder, ttlMs: 600_000, logger: logs.logger, clock });
    expect(killed.take()).toBe(true);
    // Killed (no release); its replacement starts a second later, long before the lease would expire.
    now += 1000;
    const other = jobLease({
      db: dbs.second(),
      job: "atm-expiry",
      holder: "elsewhere",
      ttlMs: 600_000,
      logger: logs.logger,
      clock,
    });
    expect(other.take()).toBe(false);
    const replacement = jobLease({
      db: dbs.second(),
      job: "atm-expiry",
      holder,
      ttlMs: 600_000,
      logger: logs.logger,
      clock,
    });
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
    const count = dbs.first().prepare("SELECT taken_over FROM job_leases WHERE job = ?").pluck().get("atm-expiry");
    expect(count).toBe(1);
  });
});
