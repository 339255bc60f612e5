// A lease on a periodic job, held in the database the instances share: of several content services on one
// SQLite file, only the holder runs the job. Taking and renewing are one atomic upsert (the row is written
// only if it is free, expired or already ours), so two instances can never both hold it; a holder that stops
// cleanly releases it, and one that dies stops renewing, so the lease passes on once it expires.
// A holder is named by the address it listens on (leaseHolderId): no two live processes share one, and a
// process started again on the same address (the web server's supervisor restarts its child on the same
// port; systemd restarts a service on its configured port) is the same holder, so it takes its dead
// predecessor's leases at its first tick instead of waiting for them to expire. docs/deploying.md,
// "Several instances".
import os from "node:os";
import type { Logger } from "pino";
import type { ContentDb } from "../db/content-db.js";

export interface JobLease {
  /** Takes the lease, or renews it if held, until `ttlMs` from now; true if this instance holds it. */
  take(): boolean;
  /** Gives it up (at shutdown), so another instance takes it at its next tick rather than at expiry. */
  release(): void;
}

/** This process as a lease holder: the host and the address it listens on. */
export function leaseHolderId(host: string, port: number): string {
  return `${os.hostname()}:${host}:${port}`;
}

export interface JobLeaseOptions {
  db: ContentDb;
  job: string;
  holder: string;
  ttlMs: number;
  logger: Logger;
  clock?: () => number;
}

interface LeaseRow {
  holder: string;
  expires_at: number;
}

export function jobLease({ db, job, holder, ttlMs, logger, clock = Date.now }: JobLeaseOptions): JobLease {
  const current = db.prepare<[string], LeaseRow>("SELECT holder, expires_at FROM job_leases WHERE job = ?");
  const upsert = db.prepare<{ job: string; holder: string; expires: number; now: number; takeover: number }>(
    `INSERT INTO job_leases (job, holder, expires_at) VALUES (@job, @holder, @expires)
     ON CONFLICT (job) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at,
       taken_over = taken_over + @takeover
     WHERE job_leases.holder = excluded.holder OR job_leases.expires_at <= @now`,
  );
  const remove = db.prepare<[string, string]>("DELETE FROM job_leases WHERE job = ? AND holder = ?");
  let held = false;

  // Read and write in one transaction: what the row said is what was taken over.
  const takeNow = db.transaction((now: number): { holds: boolean; from: LeaseRow | null } => {
    const row = held ? null : (current.get(job) ?? null);
    // Not ours in this process, yet still in the table: left by a holder that never released it (it died),
    // expired, or under our own name (our predecessor on this address).
    const from = row && (row.holder === holder || row.expires_at <= now) ? row : null;
    const holds = upsert.run({ job, holder, expires: now + ttlMs, now, takeover: from ? 1 : 0 }).changes === 1;
    return { holds, from: holds ? from : null };
  });

  return {
    take() {
      const now = clock();
      const { holds, from } = takeNow.immediate(now);
      if (from)
        logger.warn(
          { job, holder, previousHolder: from.holder, leftMsBeforeExpiry: Math.max(0, from.expires_at - now) },
          "job lease taken over from a holder that did not release it",
        );
      else if (holds && !held) logger.info({ job, holder }, "job lease taken: this instance runs the job");
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
