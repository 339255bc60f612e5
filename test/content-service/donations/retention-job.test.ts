// The periodic erasure job: first run soon after start, then hourly, bounded per run, logged with counts
// only, and silent once stopped (the content service stops it on shutdown, before closing the database).
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERASE_BATCH } from "../../../server/content-service/donations/personal-data-retention.js";
import {
  FIRST_RUN_DELAY_MS,
  MAX_BATCHES_PER_RUN,
  RETENTION_INTERVAL_MS,
  startRetentionJob,
  type RetentionJob,
} from "../../../server/content-service/donations/retention-job.js";
import { testService, type TestService } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const NOW = new Date("2040-06-15T04:00:00.000Z");
let service: TestService;
let job: RetentionJob | null = null;
let lines: string[] = [];

const logger = () =>
  pino(
    { level: "debug" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    }),
  );

const erasedCount = () =>
  service.db
    .prepare<[], number>("SELECT COUNT(*) FROM donations WHERE personal_data_erased_at IS NOT NULL")
    .pluck()
    .get();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"] });
  service = testService();
  service.db.exec("DELETE FROM donations");
  lines = [];
});
afterEach(() => {
  job?.stop();
  job = null;
  vi.useRealTimers();
  service.close();
});

describe("the retention job", () => {
  it("runs once shortly after start and then every hour; logs counts, never a name or a number", () => {
    insertDonation(service.db, { created_at: "2001-01-01T00:00:00.000Z", donor_name: "林美華" });
    job = startRetentionJob({ db: service.db, days: 3650, logger: logger(), clock: () => NOW });
    expect(erasedCount()).toBe(0);
    vi.advanceTimersByTime(FIRST_RUN_DELAY_MS);
    expect(erasedCount()).toBe(1);

    const later = insertDonation(service.db, { created_at: "2002-01-01T00:00:00.000Z" });
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS - FIRST_RUN_DELAY_MS - 1);
    expect(erasedCount()).toBe(1);
    vi.advanceTimersByTime(FIRST_RUN_DELAY_MS + 1);
    expect(erasedCount()).toBe(2);

    const log = lines.join("");
    expect(log).toContain('"msg":"donor personal data erased"');
    expect(log).toContain('"erased":1');
    for (const secret of ["林美華", "0912345678", "重慶南路", "0223456789", later.merchant_trade_no])
      expect(log).not.toContain(secret);
  });

  it("erases at most MAX_BATCHES_PER_RUN batches in one run; the next run goes on", () => {
    const total = ERASE_BATCH * MAX_BATCHES_PER_RUN + 7;
    service.db
      .prepare(
        `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
         INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type,
           charity_id, need_receipt, return_path, status, created_at, updated_at)
         SELECT printf('BULK%016d', i), 'Credit', 100, '王小明', '0912345678', 'normal', 1, 0, '/charity4?id=1',
           'paid', '2001-01-01T00:00:00.000Z', '2001-01-01T00:00:00.000Z' FROM seq`,
      )
      .run(total);
    job = startRetentionJob({ db: service.db, days: 3650, logger: logger(), clock: () => NOW });
    expect(job.runOnce()).toBe(ERASE_BATCH * MAX_BATCHES_PER_RUN);
    expect(lines.join("")).toContain('"more":true');
    expect(job.runOnce()).toBe(7);
    expect(job.runOnce()).toBe(0);
  });

  it("stopped, it runs no more", () => {
    job = startRetentionJob({ db: service.db, days: 3650, logger: logger(), clock: () => NOW });
    vi.advanceTimersByTime(FIRST_RUN_DELAY_MS);
    job.stop();
    insertDonation(service.db, { created_at: "2001-01-01T00:00:00.000Z" });
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS * 3);
    expect(erasedCount()).toBe(0);
  });

  it("a failing run is logged and the next one tries again", () => {
    insertDonation(service.db, { created_at: "2001-01-01T00:00:00.000Z" });
    let broken = true;
    const clock = () => {
      if (broken) throw new Error("clock unavailable");
      return NOW;
    };
    job = startRetentionJob({ db: service.db, days: 3650, logger: logger(), clock });
    vi.advanceTimersByTime(FIRST_RUN_DELAY_MS);
    expect(lines.join("")).toContain("donor personal data erasure failed");
    broken = false;
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS);
    expect(erasedCount()).toBe(1);
  });
});
