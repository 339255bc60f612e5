// A lease on a periodic job in the shared database: one atomic upsert, so two instances never both hold it.
// A holder is named by its listening address, so a restart on the same port takes its predecessor's leases
// at once (docs/deploying.md, "Several instances").
import os from "node:os";
import type { Logger } from "pino";
import type { ContentDb } from "../db/content-db.js";

export interface JobLease {
  /** True if this instance holds it. */
  take(): boolean;
  release(): void;
}

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
