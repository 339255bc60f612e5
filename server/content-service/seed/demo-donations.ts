// Demo sponsors (fictional, no phone or address), only in a demo database; no content load touches them.
import type { ContentDb } from "../db/content-db.js";

const DEMO_CHARITY_ID = 1;
/** Every demo order number starts so; a real one starts with D (payment/merchant-trade-no.ts). */
export const DEMO_TRADE_NO_PREFIX = "SEED";

const DONORS = [
  "陳美玲",
  "林志豪",
  "張淑芬",
  "李建宏",
  "王雅婷",
  "黃俊傑",
  "吳佩珊",
  "劉家豪",
  "蔡宜君",
  "楊宗翰",
  "許惠如",
  "鄭文彬",
  "謝明哲",
  "郭秀英",
  "洪子涵",
  "曾淑惠",
  "邱冠宇",
  "廖怡安",
  "賴俊宏",
  "周心怡",
  "歐陽明德",
  "善心人士",
  "江雨",
  "葉",
  "Emily Chen",
  "無名氏",
  "恆岳資產管理顧問股份有限公司",
  "范姜文婷",
];
const AMOUNTS = [
  600, 1000, 300, 2000, 500, 800, 3000, 1200, 5000, 600, 10000, 300, 1500, 800, 2000, 600, 500, 3600, 1000, 300, 6000,
  800, 1000, 2400, 600, 20000, 500, 1000,
];
const TYPES = ["normal", "activity", "funeral", "normal", "activity"] as const;

const NEWEST = Date.UTC(2026, 10, 22, 3, 15);
const DAY = 86_400_000;

export function seedDemoDonations(db: ContentDb): void {
  const insert = db.prepare(
    `INSERT INTO donations (merchant_trade_no, payment_method, amount, donor_name, phone, activity_type, charity_id,
       charity_activity_id, item_name, need_receipt, return_path, status, created_at, updated_at, paid_at,
       gateway_trade_no, last_rtn_code, last_rtn_msg)
     VALUES (@merchant_trade_no, @payment_method, @amount, @donor_name, @phone, @activity_type, @charity_id,
       @charity_activity_id, @item_name, @need_receipt, @return_path, @status, @created_at, @updated_at, @paid_at,
       @gateway_trade_no, @last_rtn_code, @last_rtn_msg)`,
  );
  // Oldest first, as they would have been paid: the list is numbered in that order (migrations.ts, 6).
  [...DONORS.entries()].reverse().forEach(([index, name]) => {
    const paidAt = new Date(
      NEWEST - index * 11.3 * DAY - ((index * 7) % 10) * 3_600_000 - index * 60_000,
    ).toISOString();
    const createdAt = new Date(Date.parse(paidAt) - 4 * 60_000).toISOString();
    const type = TYPES[index % TYPES.length] ?? "normal";
    const activityId = type === "activity" ? (index % 2 === 0 ? 21 : 22) : null;
    insert.run({
      merchant_trade_no: `${DEMO_TRADE_NO_PREFIX}${String(index + 1).padStart(16, "0")}`,
      payment_method: index % 3 === 0 ? "ATM" : "Credit",
      amount: AMOUNTS[index % AMOUNTS.length] ?? 600,
      donor_name: name,
      phone: "",
      activity_type: type,
      charity_id: DEMO_CHARITY_ID,
      charity_activity_id: activityId,
      item_name: "恆心慈善協會捐款",
      need_receipt: 0,
      return_path: `/charity4?id=${DEMO_CHARITY_ID}`,
      status: "paid",
      created_at: createdAt,
      updated_at: paidAt,
      paid_at: paidAt,
      gateway_trade_no: `2611${String(index + 1).padStart(16, "0")}`,
      last_rtn_code: "1",
      last_rtn_msg: "交易成功",
    });
  });
}

/** Only into a database that has never held a donation; whether it did. */
export function seedDemoDonationsOnce(db: ContentDb): boolean {
  return db
    .transaction((): boolean => {
      const any = db.prepare<[], number>("SELECT 1 FROM donations LIMIT 1").pluck().get();
      const marked = db.prepare<[], string>("SELECT value FROM meta WHERE key = 'demo_donations_at'").pluck().get();
      if (any !== undefined || marked !== undefined) return false;
      seedDemoDonations(db);
      db.prepare("INSERT INTO meta (key, value) VALUES ('demo_donations_at', ?)").run(new Date().toISOString());
      return true;
    })
    .immediate();
}

/** From a database now taking real money. */
export function removeDemoDonations(db: ContentDb): number {
  return db
    .prepare<[string]>("DELETE FROM donations WHERE merchant_trade_no LIKE ? AND mandate_id IS NULL")
    .run(`${DEMO_TRADE_NO_PREFIX}%`).changes;
}
