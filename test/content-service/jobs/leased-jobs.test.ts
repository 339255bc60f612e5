// The ATM expiry sweep and the retention job, each started on two instances (two connections to one
// database file, as two content services have): only the lease holder's job does its work, and once the
// holder stops, the other's does. Reconciliation across two processes: job-lease-process.test.ts.
import { afterEach, beforeEach, expect, test } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { atmStore, type AtmStore } from "../../../server/content-service/donations/atm-store.js";
import { startRetentionJob } from "../../../server/content-service/donations/retention-job.js";
import { jobLease } from "../../../server/content-service/jobs/job-lease.js";
import { startAtmExpiry } from "../../../server/content-service/payment/atm-expiry-timer.js";
import { captureLogs } from "../../server/log-capture.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";

const INTERVAL_MS = 40;
// A long lease: a tick delayed on a busy machine must not hand it over; a stop releases it at once.
const TTL_MS = 10 * INTERVAL_MS;
let temp: ReturnType<typeof tempDbFile>;
let dbs: ContentDb[];
beforeEach(() => {
  temp = tempDbFile();
  dbs = [openDemoDb(temp.file), openContentDb(temp.file)];
});
afterEach(() => {
  for (const db of dbs) db.close();
  temp.remove();
});

/** Starts the job on both instances; `work(i)` says how often instance i's job did its work. */
async function onlyTheHolderWorks(start: (db: ContentDb, holder: string) => () => void, work: (i: number) => number) {
  const stops = dbs.map((db, i) => start(db, `instance-${i}`));
  await expect.poll(() => work(0) + work(1), { timeout: 5000, interval: 10 }).toBeGreaterThanOrEqual(5);
  const holder = work(0) > 0 ? 0 : 1;
  const other = 1 - holder;
  expect(work(other)).toBe(0);
  stops[holder]?.();
  const stoppedAt = work(holder);
  await expect.poll(() => work(other), { timeout: 5000, interval: 10 }).toBeGreaterThanOrEqual(5);
  expect(work(holder)).toBe(stoppedAt);
  stops[other]?.();
}

test("ATM expiry: swept by the lease holder only, then by the other", async () => {
  const sweeps = [0, 0];
  const rules = { expireDays: 3, expiryGraceMinutes: 60, paymentInfoUrl: "", clientRedirectUrl: "" };
  await onlyTheHolderWorks(
    (db, holder) => {
      const logger = captureLogs("silent").logger;
      const store = atmStore(db);
      const index = dbs.indexOf(db);
      // The real store; its sweep query counted.
      const counted: AtmStore = {
        ...store,
        overdue: (...args) => {
          sweeps[index] = (sweeps[index] ?? 0) + 1;
          return store.overdue(...args);
        },
      };
      const lease = jobLease({ db, job: "atm-expiry", holder, ttlMs: TTL_MS, logger });
      return startAtmExpiry(counted, logger, rules, INTERVAL_MS, lease);
    },
    (i) => sweeps[i] ?? 0,
  );
});

test("retention: run by the lease holder only, then by the other", async () => {
  const logs = dbs.map(() => captureLogs("debug"));
  await onlyTheHolderWorks(
    (db, holder) => {
      const { logger } = logs[dbs.indexOf(db)] ?? captureLogs("silent");
      const lease = jobLease({ db, job: "retention", holder, ttlMs: TTL_MS, logger });
      const job = startRetentionJob({ db, days: 3650, logger, lease, intervalMs: INTERVAL_MS, firstDelayMs: 0 });
      return () => job.stop();
    },
    (i) => logs[i]?.entries().filter((e) => e.msg === "no donor personal data due for erasure").length ?? 0,
  );
});
