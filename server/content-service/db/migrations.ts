// The schema, as ordered migrations held inline (the service is bundled into one file; no .sql files).

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const TEXT = "TEXT NOT NULL DEFAULT ''";

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: "content and donations",
    sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE media (
  name TEXT PRIMARY KEY, label ${TEXT}, caption ${TEXT},
  width INTEGER NOT NULL, height INTEGER NOT NULL, hue INTEGER NOT NULL
);
CREATE TABLE menu_items (
  row_id INTEGER PRIMARY KEY, parent_row_id INTEGER REFERENCES menu_items(row_id),
  item_id INTEGER NOT NULL, name ${TEXT}, path TEXT,
  refer_type TEXT CHECK (refer_type IN ('url', 'page', 'path')), position INTEGER NOT NULL
);
CREATE TABLE home_slides (
  id INTEGER PRIMARY KEY, file_type TEXT NOT NULL CHECK (file_type IN ('image', 'video')),
  file_url ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE news_categories (id INTEGER PRIMARY KEY, name ${TEXT}, position INTEGER NOT NULL);
CREATE TABLE news_posts (
  post_id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL REFERENCES news_categories(id),
  page_id INTEGER NOT NULL, title ${TEXT}, intro ${TEXT}, thumbnail_url ${TEXT},
  redirect_url ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE pages (
  id INTEGER PRIMARY KEY, type_id INTEGER NOT NULL, title ${TEXT}, intro ${TEXT}, content ${TEXT},
  image ${TEXT}, video ${TEXT}, page_path TEXT UNIQUE, menu_path TEXT,
  link_path TEXT NOT NULL DEFAULT 'page', position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX pages_menu_path ON pages(menu_path, position);
CREATE TABLE albums (
  id INTEGER PRIMARY KEY, owner_kind TEXT NOT NULL CHECK (owner_kind IN ('page', 'lesson', 'charity')),
  owner_id INTEGER NOT NULL, name ${TEXT}, title ${TEXT}, image ${TEXT}, sort_order INTEGER NOT NULL
);
CREATE INDEX albums_owner ON albums(owner_kind, owner_id);
CREATE TABLE album_photos (
  id INTEGER PRIMARY KEY, album_id INTEGER NOT NULL REFERENCES albums(id),
  image ${TEXT}, title ${TEXT}, description ${TEXT}, position INTEGER NOT NULL
);
CREATE INDEX album_photos_album ON album_photos(album_id, position);
CREATE TABLE articles (id INTEGER PRIMARY KEY, title ${TEXT}, thumbnail_url ${TEXT}, content ${TEXT});
CREATE TABLE resource_articles (
  id INTEGER PRIMARY KEY, resource_key TEXT NOT NULL, group_no INTEGER NOT NULL,
  title ${TEXT}, content ${TEXT}, thumbnail_url ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE resource_slides (
  id INTEGER PRIMARY KEY, resource_key TEXT NOT NULL, url ${TEXT}, title ${TEXT},
  description ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE focus_items (
  id INTEGER PRIMARY KEY, title ${TEXT}, intro ${TEXT}, thumbnail_url ${TEXT}, redirect_url ${TEXT},
  type_id INTEGER NOT NULL, page_id INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE history_years (id INTEGER PRIMARY KEY, year ${TEXT}, position INTEGER NOT NULL);
CREATE TABLE history_entries (
  id INTEGER PRIMARY KEY, year_id INTEGER NOT NULL REFERENCES history_years(id),
  type TEXT NOT NULL, data ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE charities (id INTEGER PRIMARY KEY, title ${TEXT}, content ${TEXT});
CREATE TABLE charity_activities (
  id INTEGER PRIMARY KEY, charity_id INTEGER NOT NULL REFERENCES charities(id), name ${TEXT},
  content ${TEXT}, start_date ${TEXT}, end_date ${TEXT},
  is_donate INTEGER NOT NULL CHECK (is_donate IN (0, 1)), position INTEGER NOT NULL
);
CREATE TABLE activity_media (
  id INTEGER PRIMARY KEY, activity_id INTEGER NOT NULL REFERENCES charity_activities(id),
  image ${TEXT}, title ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE halls (id INTEGER PRIMARY KEY, name ${TEXT}, image ${TEXT}, content ${TEXT}, position INTEGER NOT NULL);
CREATE TABLE hall_photos (
  id INTEGER PRIMARY KEY, hall_id INTEGER NOT NULL REFERENCES halls(id),
  image ${TEXT}, title ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE lessons (
  id INTEGER PRIMARY KEY, hall_id INTEGER NOT NULL REFERENCES halls(id), name ${TEXT},
  start_time ${TEXT}, end_time ${TEXT}, image ${TEXT}, position INTEGER NOT NULL
);
CREATE TABLE donations (
  id INTEGER PRIMARY KEY,
  merchant_trade_no TEXT NOT NULL UNIQUE,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('Credit', 'ATM')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  donor_name TEXT NOT NULL,
  phone ${TEXT},
  activity_type TEXT NOT NULL CHECK (activity_type IN ('normal', 'funeral', 'activity')),
  charity_id INTEGER NOT NULL,
  charity_activity_id INTEGER,
  item_name ${TEXT},
  need_receipt INTEGER NOT NULL CHECK (need_receipt IN (0, 1)),
  receipt_address TEXT, receipt_name TEXT, receipt_phone TEXT,
  return_path TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT,
  gateway_trade_no TEXT,
  last_rtn_code TEXT,
  last_rtn_msg TEXT
);
CREATE INDEX donations_sponsors ON donations(status, paid_at DESC, id DESC);
`,
  },
  {
    // SQLite cannot change a CHECK constraint, so the table is rebuilt with the new status and columns.
    version: 2,
    name: "ATM virtual accounts and the expired status",
    sql: `
CREATE TABLE donations_v2 (
  id INTEGER PRIMARY KEY,
  merchant_trade_no TEXT NOT NULL UNIQUE,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('Credit', 'ATM')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  donor_name TEXT NOT NULL,
  phone ${TEXT},
  activity_type TEXT NOT NULL CHECK (activity_type IN ('normal', 'funeral', 'activity')),
  charity_id INTEGER NOT NULL,
  charity_activity_id INTEGER,
  item_name ${TEXT},
  need_receipt INTEGER NOT NULL CHECK (need_receipt IN (0, 1)),
  receipt_address TEXT, receipt_name TEXT, receipt_phone TEXT,
  return_path TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT,
  gateway_trade_no TEXT,
  last_rtn_code TEXT,
  last_rtn_msg TEXT,
  atm_bank_code TEXT,
  atm_v_account TEXT,
  atm_expire_date TEXT,
  atm_expires_at TEXT
);
INSERT INTO donations_v2 (id, merchant_trade_no, payment_method, amount, donor_name, phone, activity_type, charity_id,
  charity_activity_id, item_name, need_receipt, receipt_address, receipt_name, receipt_phone, return_path, status,
  created_at, updated_at, paid_at, gateway_trade_no, last_rtn_code, last_rtn_msg)
SELECT id, merchant_trade_no, payment_method, amount, donor_name, phone, activity_type, charity_id,
  charity_activity_id, item_name, need_receipt, receipt_address, receipt_name, receipt_phone, return_path, status,
  created_at, updated_at, paid_at, gateway_trade_no, last_rtn_code, last_rtn_msg FROM donations;
DROP TABLE donations;
ALTER TABLE donations_v2 RENAME TO donations;
CREATE INDEX donations_sponsors ON donations(status, paid_at DESC, id DESC);
CREATE INDEX donations_pending_atm ON donations(status, payment_method, created_at);
`,
  },
  {
    // Retention erases old donors' personal fields (docs/donation-records.md); the index serves it and the export.
    version: 3,
    name: "donation personal data retention",
    sql: `
ALTER TABLE donations ADD COLUMN personal_data_erased_at TEXT;
CREATE INDEX donations_created_at ON donations(created_at);
`,
  },
  {
    version: 4,
    name: "payment reconciliation",
    // checked_at: when the reconciliation job last asked the gateway (least recently asked first);
    // result_seen_at: the first verified browser return (OrderResultURL), so a replayed one is refused.
    sql: `
ALTER TABLE donations ADD COLUMN checked_at TEXT;
ALTER TABLE donations ADD COLUMN result_seen_at TEXT;
CREATE INDEX donations_pending ON donations(status, created_at);
`,
  },
  {
    version: 5,
    name: "job leases",
    // One row per periodic job (jobs/job-lease.ts); expires_at in ms since the epoch.
    sql: `
CREATE TABLE job_leases (job TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL);
`,
  },
  {
    version: 6,
    name: "sponsor list numbers",
    // Paging by number, not OFFSET, costs the same at any offset: a paid row is never deleted (only erased).
    sql: `
ALTER TABLE donations ADD COLUMN paid_seq INTEGER;
UPDATE donations SET paid_seq = ranked.seq
  FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY paid_at, id) AS seq FROM donations WHERE status = 'paid') AS ranked
  WHERE donations.id = ranked.id;
CREATE UNIQUE INDEX donations_paid_seq ON donations(paid_seq) WHERE paid_seq IS NOT NULL;
CREATE TABLE paid_donations (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL, last_seq INTEGER NOT NULL);
INSERT INTO paid_donations (id, count, last_seq)
  SELECT 1, count(*), coalesce(max(paid_seq), 0) FROM donations WHERE status = 'paid';
CREATE TRIGGER donations_paid_on_insert AFTER INSERT ON donations WHEN new.status = 'paid' BEGIN
  UPDATE paid_donations SET count = count + 1, last_seq = last_seq + 1;
  UPDATE donations SET paid_seq = (SELECT last_seq FROM paid_donations) WHERE id = new.id;
END;
CREATE TRIGGER donations_paid_on_update AFTER UPDATE OF status ON donations
  WHEN new.status = 'paid' AND old.status <> 'paid' BEGIN
  UPDATE paid_donations SET count = count + 1, last_seq = last_seq + 1;
  UPDATE donations SET paid_seq = (SELECT last_seq FROM paid_donations) WHERE id = new.id;
END;
CREATE TRIGGER donations_unpaid_on_update AFTER UPDATE OF status ON donations
  WHEN old.status = 'paid' AND new.status <> 'paid' BEGIN
  UPDATE paid_donations SET count = count - 1;
  UPDATE donations SET paid_seq = NULL WHERE id = new.id;
END;
CREATE TRIGGER donations_paid_on_delete AFTER DELETE ON donations WHEN old.status = 'paid' BEGIN
  UPDATE paid_donations SET count = count - 1;
END;
`,
  },
  {
    version: 7,
    name: "job lease take-overs",
    sql: `
ALTER TABLE job_leases ADD COLUMN taken_over INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    version: 8,
    name: "monthly giving mandates",
    // A mandate is ECPay's 信用卡定期定額 order; period_gwsr makes a repeated notice recorded once.
    sql: `
CREATE TABLE donation_mandates (
  id INTEGER PRIMARY KEY,
  merchant_trade_no TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  period_type TEXT NOT NULL CHECK (period_type IN ('M')),
  frequency INTEGER NOT NULL CHECK (frequency = 1),
  exec_times INTEGER NOT NULL CHECK (exec_times BETWEEN 2 AND 99),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'active', 'completed', 'stopped', 'failed')),
  charges_paid INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_charge_at TEXT,
  ended_at TEXT,
  checked_at TEXT
);
CREATE INDEX donation_mandates_status ON donation_mandates(status, last_charge_at);
ALTER TABLE donations ADD COLUMN mandate_id INTEGER REFERENCES donation_mandates(id);
ALTER TABLE donations ADD COLUMN charge_no INTEGER;
ALTER TABLE donations ADD COLUMN period_gwsr TEXT;
CREATE UNIQUE INDEX donations_mandate_gwsr ON donations(mandate_id, period_gwsr) WHERE period_gwsr IS NOT NULL;
CREATE UNIQUE INDEX donations_mandate_paid_charge ON donations(mandate_id, charge_no)
  WHERE mandate_id IS NOT NULL AND status = 'paid';
`,
  },
  {
    version: 9,
    name: "each month's ECPay trade number",
    // A refund names a month's TradeNo; a declined month may come without a Gwsr, so it is kept once per
    // TradeNo, or once per month and ProcessDate.
    sql: `
ALTER TABLE donations ADD COLUMN period_trade_no TEXT;
ALTER TABLE donations ADD COLUMN period_process_date TEXT;
CREATE UNIQUE INDEX donations_mandate_trade_no ON donations(mandate_id, period_trade_no)
  WHERE period_trade_no IS NOT NULL;
CREATE UNIQUE INDEX donations_mandate_decline ON donations(mandate_id, charge_no, period_process_date)
  WHERE period_gwsr IS NULL AND period_trade_no IS NULL AND period_process_date IS NOT NULL;
`,
  },
  {
    version: 10,
    name: "donation receipts",
    // One number per gift or per mandate's year, never reused or deleted, whatever runs at once;
    // fingerprint: a hash of what was printed last, so a changed receipt is reissued under its number.
    sql: `
CREATE TABLE receipts (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL CHECK (seq > 0),
  donation_id INTEGER UNIQUE REFERENCES donations(id),
  mandate_id INTEGER REFERENCES donation_mandates(id),
  issued_at TEXT NOT NULL,
  fingerprint TEXT NOT NULL DEFAULT '',
  reissues INTEGER NOT NULL DEFAULT 0,
  reissue_reason TEXT CHECK (reissue_reason IN ('correction', 'copy')),
  reissued_at TEXT,
  UNIQUE (year, seq),
  UNIQUE (mandate_id, year),
  CHECK ((donation_id IS NULL) <> (mandate_id IS NULL))
);
CREATE TRIGGER receipts_never_deleted BEFORE DELETE ON receipts BEGIN
  SELECT RAISE(ABORT, 'a receipt number is never deleted');
END;
`,
  },
];
