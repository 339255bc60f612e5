// The leased timer on two instances sharing one SQLite file: the job runs on exactly one, and on the other
// once the first stops or dies.
import { describe, expect, test } from "vitest";
import type { ContentDb } from "../../../server/content-service/db/content-db.js";
import { jobLease } from "../../../server/content-service/jobs/job-lease.js";
import { startLeasedTimer } from "../../../server/content-service/jobs/leased-timer.js";
import { captureLogs } from "../../server/log-capture.js";
import { twoInstances } from "./two-instances.js";

const dbs = twoInstances();

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
    const a = instance(dbs.first(), "a");
    const b = instance(dbs.second(), "b");
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
    expect(jobLease({ db: dbs.first(), job: "sweep", holder: "dead", ttlMs: 300, logger }).take()).toBe(true);
    const started = performance.now();
    const b = instance(dbs.second(), "b");
    await expect.poll(() => b.runs(), { timeout: 2000, interval: 10 }).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    b.stop();
  });
});
