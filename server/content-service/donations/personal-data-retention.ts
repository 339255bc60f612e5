// Erases donors' personal fields past the retention period, keeping what the books need; a mandate's
// records only once it has ended (docs/donation-records.md).
import type { ContentDb } from "../db/content-db.js";

const DAY_MS = 86_400_000;
/** Short enough that a donation being written never waits long. */
export const ERASE_BATCH = 500;

export interface ErasureResult {
  erased: number;
  more: boolean;
  /** ISO 8601, UTC, as created_at is stored. */
  cutoff: string;
}

const prepared = new WeakMap<ContentDb, (cutoff: string, at: string, limit: number) => number>();

function eraseStatement(db: ContentDb): (cutoff: string, at: string, limit: number) => number {
  const known = prepared.get(db);
  if (known) return known;
  // donor_name and phone are NOT NULL in the first schema: erased means the empty string there.
  const update = db.prepare<{ cutoff: string; at: string; limit: number }>(
    `UPDATE donations SET donor_name = '', phone = '', receipt_name = NULL, receipt_address = NULL,
       receipt_phone = NULL, personal_data_erased_at = @at
     WHERE id IN (SELECT id FROM donations
       WHERE created_at < @cutoff AND status <> 'pending' AND personal_data_erased_at IS NULL
         AND (mandate_id IS NULL OR mandate_id IN (SELECT id FROM donation_mandates
           WHERE status NOT IN ('pending', 'active') AND ended_at < @cutoff))
       ORDER BY created_at, id LIMIT @limit)`,
  );
  const run = (cutoff: string, at: string, limit: number): number => update.run({ cutoff, at, limit }).changes;
  prepared.set(db, run);
  return run;
}

export function erasePersonalDataOlderThan(
  db: ContentDb,
  now: Date,
  days: number,
  limit: number = ERASE_BATCH,
): ErasureResult {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`retention days must be a positive integer (${days})`);
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const erase = eraseStatement(db);
  const erased = db.transaction(() => erase(cutoff, now.toISOString(), limit)).immediate();
  return { erased, more: erased === limit, cutoff };
}
