// Receipt numbers (docs/donations.md, "Receipts"): given in one IMMEDIATE transaction, so concurrent runs
// queue on the write lock and never share or skip a number.
import { createHash } from "node:crypto";
import type { ContentDb } from "../db/content-db.js";
import type { Receipt, ReissueReason } from "./receipt.js";
import { receiptNumber, taipeiDay, type ReceiptPeriod } from "./receipt-period.js";

interface ReceiptRow {
  id: number;
  year: number;
  seq: number;
  issued_at: string;
  fingerprint: string;
  reissues: number;
  reissue_reason: string | null;
  reissued_at: string | null;
  trade_no: string;
  donor_name: string;
  receipt_name: string | null;
  receipt_address: string | null;
  item_name: string;
  personal_data_erased_at: string | null;
}
interface GiftRow {
  paid_at: string;
  amount: number;
  charge_no: number | null;
}

const RECEIPT_COLUMNS = `r.id, r.year, r.seq, r.issued_at, r.fingerprint, r.reissues, r.reissue_reason, r.reissued_at,
  d.donor_name, d.receipt_name, d.receipt_address, d.item_name, d.personal_data_erased_at`;
/** An erased donor gets no new number. */
const WANTS_RECEIPT = "d.status = 'paid' AND d.need_receipt = 1 AND d.personal_data_erased_at IS NULL";

function statements(db: ContentDb) {
  return {
    unnumberedSingles: db.prepare<{ start: string; end: string }, { id: number }>(
      `SELECT d.id FROM donations d WHERE ${WANTS_RECEIPT} AND d.mandate_id IS NULL
         AND d.paid_at >= @start AND d.paid_at < @end
         AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.donation_id = d.id)
       ORDER BY d.paid_at, d.id`,
    ),
    // A mandate's first order holds the donor's choice and details; its months are its paid rows.
    unnumberedMandates: db.prepare<{ start: string; end: string; year: number }, { id: number }>(
      `SELECT m.id FROM donation_mandates m JOIN donations d ON d.merchant_trade_no = m.merchant_trade_no
       WHERE d.need_receipt = 1 AND d.personal_data_erased_at IS NULL
         AND EXISTS (SELECT 1 FROM donations c WHERE c.mandate_id = m.id AND c.status = 'paid'
           AND c.paid_at >= @start AND c.paid_at < @end)
         AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.mandate_id = m.id AND r.year = @year)
       ORDER BY (SELECT MIN(c.paid_at) FROM donations c WHERE c.mandate_id = m.id AND c.status = 'paid'
         AND c.paid_at >= @start), m.id`,
    ),
    number: db.prepare<{ year: number; donationId: number | null; mandateId: number | null; now: string }>(
      `INSERT INTO receipts (year, seq, donation_id, mandate_id, issued_at)
       SELECT @year, COALESCE(MAX(seq), 0) + 1, @donationId, @mandateId, @now FROM receipts WHERE year = @year`,
    ),
    singles: db.prepare<{ start: string; end: string }, ReceiptRow & GiftRow>(
      `SELECT ${RECEIPT_COLUMNS}, d.merchant_trade_no AS trade_no, d.paid_at, d.amount, NULL AS charge_no
       FROM receipts r JOIN donations d ON d.id = r.donation_id
       WHERE d.paid_at >= @start AND d.paid_at < @end ORDER BY r.year, r.seq`,
    ),
    yearlies: db.prepare<{ year: number }, ReceiptRow & { mandate_id: number }>(
      `SELECT ${RECEIPT_COLUMNS}, m.merchant_trade_no AS trade_no, m.id AS mandate_id
       FROM receipts r JOIN donation_mandates m ON m.id = r.mandate_id
         JOIN donations d ON d.merchant_trade_no = m.merchant_trade_no
       WHERE r.year = @year ORDER BY r.seq`,
    ),
    months: db.prepare<{ mandateId: number; start: string; end: string }, GiftRow>(
      `SELECT paid_at, amount, charge_no FROM donations WHERE mandate_id = @mandateId AND status = 'paid'
         AND paid_at >= @start AND paid_at < @end ORDER BY paid_at, charge_no`,
    ),
    // The first print sets the fingerprint; a later different one is a correction under the same number.
    settle: db.prepare<{ id: number; fingerprint: string; now: string }>(
      `UPDATE receipts SET
         reissues = CASE WHEN fingerprint = '' THEN reissues ELSE reissues + 1 END,
         reissue_reason = CASE WHEN fingerprint = '' THEN reissue_reason ELSE 'correction' END,
         reissued_at = CASE WHEN fingerprint = '' THEN reissued_at ELSE @now END,
         fingerprint = @fingerprint
       WHERE id = @id AND fingerprint <> @fingerprint`,
    ),
    copy: db.prepare<{ year: number; seq: number; now: string }>(
      `UPDATE receipts SET reissues = reissues + 1, reissue_reason = 'copy', reissued_at = @now
       WHERE year = @year AND seq = @seq`,
    ),
  };
}

const prepared = new WeakMap<ContentDb, ReturnType<typeof statements>>();
function statementsOf(db: ContentDb): ReturnType<typeof statements> {
  const known = prepared.get(db) ?? statements(db);
  prepared.set(db, known);
  return known;
}

export interface IssuedReceipts {
  receipts: Receipt[];
  numbered: number;
  /** False while the period's year has not ended: its yearly receipts wait. */
  yearlyIssued: boolean;
}

/** Numbers follow the order gifts were paid, whichever month is run first; a changed receipt is a correction. */
export function issueReceipts(db: ContentDb, period: ReceiptPeriod, now: Date): IssuedReceipts {
  const s = statementsOf(db);
  const at = now.toISOString();
  const yearlyIssued = at >= period.yearEnd && period.month === null;
  return db
    .transaction((): IssuedReceipts => {
      let numbered = 0;
      for (const { id } of s.unnumberedSingles.all({ start: period.yearStart, end: period.end }))
        numbered += s.number.run({ year: period.year, donationId: id, mandateId: null, now: at }).changes;
      if (yearlyIssued) {
        const range = { start: period.yearStart, end: period.yearEnd, year: period.year };
        for (const { id } of s.unnumberedMandates.all(range))
          numbered += s.number.run({ year: period.year, donationId: null, mandateId: id, now: at }).changes;
      }
      const singles = s.singles
        .all({ start: period.start, end: period.end })
        .map((row) => receiptOf(row, "single", [{ date: taipeiDay(row.paid_at), amount: row.amount, chargeNo: null }]));
      const yearlies = !yearlyIssued
        ? []
        : s.yearlies.all({ year: period.year }).map((row) => {
            const months = s.months.all({ mandateId: row.mandate_id, start: period.yearStart, end: period.yearEnd });
            const gifts = months.map((m) => ({ date: taipeiDay(m.paid_at), amount: m.amount, chargeNo: m.charge_no }));
            return receiptOf(row, "yearly", gifts);
          });
      const receipts = [...singles, ...yearlies]
        .sort((a, b) => a.receipt.seq - b.receipt.seq)
        .map((entry) => settled(s, entry, at));
      return { receipts: receipts.map((entry) => entry.receipt), numbered, yearlyIssued };
    })
    .immediate();
}

/** A lost or damaged receipt reissued as a copy (補發); false when there is no such number. */
export function markCopy(db: ContentDb, year: number, seq: number, now: Date): boolean {
  const s = statementsOf(db);
  return db.transaction(() => s.copy.run({ year, seq, now: now.toISOString() }).changes === 1).immediate();
}

interface Unsettled {
  receipt: Receipt;
  id: number;
  fingerprint: string;
}

function receiptOf(row: ReceiptRow, kind: Receipt["kind"], gifts: Receipt["gifts"]): Unsettled {
  const erased = row.personal_data_erased_at !== null;
  const receipt: Receipt = {
    number: receiptNumber(row.year, row.seq),
    year: row.year,
    seq: row.seq,
    kind,
    tradeNo: row.trade_no,
    donor: erased ? "" : (row.receipt_name ?? "").trim() || row.donor_name,
    address: erased ? "" : (row.receipt_address ?? "").trim(),
    // The stored ECPay item name is 捐款－ and the purpose in decision 006's spelling.
    purpose: row.item_name.replace(/^捐款－/, ""),
    amount: gifts.reduce((sum, gift) => sum + gift.amount, 0),
    gifts,
    issuedOn: taipeiDay(row.issued_at),
    reissues: row.reissues,
    reissueReason: reasonOf(row.reissue_reason),
    reissuedOn: row.reissued_at === null ? null : taipeiDay(row.reissued_at),
    erased,
  };
  return { receipt, id: row.id, fingerprint: row.fingerprint };
}

function reasonOf(stored: string | null): ReissueReason | null {
  return stored === "correction" || stored === "copy" ? stored : null;
}

function settled(s: ReturnType<typeof statements>, entry: Unsettled, at: string): Unsettled {
  const { receipt } = entry;
  if (receipt.erased) return entry;
  const printed = [receipt.kind, receipt.donor, receipt.address, receipt.purpose, receipt.amount, receipt.gifts];
  const fingerprint = createHash("sha256").update(JSON.stringify(printed)).digest("hex");
  if (s.settle.run({ id: entry.id, fingerprint, now: at }).changes === 0 || entry.fingerprint === "") return entry;
  const corrected: Receipt = {
    ...receipt,
    reissues: receipt.reissues + 1,
    reissueReason: "correction",
    reissuedOn: taipeiDay(at),
  };
  return { ...entry, receipt: corrected, fingerprint };
}
