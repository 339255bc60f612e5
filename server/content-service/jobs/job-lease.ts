// A lease on a periodic job, held in the database the instances share: of several content services on one
// SQLite file, only the holder runs the job. Taking and renewing are one atomic upsert (the row is written
// only if it is free, expired or already ours), so two instances can never both hold it; a holder that dies
// stops renewing and the lease passes on once it expires. docs/deploying.md, "Several instances".
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { Logger } from "pino";
import type { ContentDb } from "../db/content-db.js";

export interface JobLease {
  /** Takes the lease, or renews it if held, until `ttlMs` from now; true if this instance holds it. */
  take(): boolean;
  /** Gives it up (at shutdown), so another instance takes it at its next tick rather than at expiry. */
  release(): void;
}

/** Names this process in the lease rows: the host and pid an operator can look up, and a random tail. */
export function leaseHolderId(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export interface JobLeaseOptions {
  db: ContentDb;
  job: string;
  holder: string;
  ttlMs: number;
  logger: Logger;
  clock?: () => number;
}

export function jobLease({ db, job, holder, ttlMs, logger, clock = Date.now }: JobLeaseOptions): JobLease {
  const upsert = db.prepare<{ job: string; holder: string; expires: number; now: number }>(
    `INSERT INTO job_leases (job, holder, expires_at) VALUES (@job, @holder, @expires)
     ON CONFLICT (job) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
     WHERE job_leases.holder = excluded.holder OR job_leases.expires_at <= @now`,
  );
  const remove = db.prepare<[string, string]>("DELETE FROM job_leases WHERE job = ? AND holder = ?");
  let held = false;

  return {
    take() {
      const now = clock();
      const holds = upsert.run({ job, holder, expires: now + ttlMs, now }).changes === 1;
      if (holds && !held) logger.info({ job, holder }, "job lease taken: this instance runs the job");
      if (!holds && held) logger.warn({ job, holder }, "job lease lost: another instance runs the job");
      held = holds;
      return holds;
    },
    release() {
      if (!held) return;
      held = false;
      remove.run(job, holder);
      logger.info({ job, holder }, "job lease released");
    },
  };
}
