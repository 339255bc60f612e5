// The built content service runs the retention job: an old donor's personal data is erased soon after start
// (default DONATION_RETENTION_DAYS), logged with a count, and the service still stops cleanly on SIGTERM.
import { fork } from "node:child_process";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const ENTRY = path.resolve("dist/server/content-service/main.js");
let temp: ReturnType<typeof tempDbFile>;
beforeEach(() => {
  temp = tempDbFile();
});
afterEach(() => temp.remove());

it("erases an old donor's personal data after start, logging the count only", async () => {
  const db = openDemoDb(temp.file);
  const old = insertDonation(db, { created_at: "2001-01-01T00:00:00.000Z", donor_name: "林美華" });
  const recent = insertDonation(db, { created_at: new Date().toISOString(), donor_name: "陳志強" });
  db.close();

  const child = fork(ENTRY, [], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", CONTENT_PORT: "0", CONTENT_DB: temp.file },
    stdio: "pipe",
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let log = "";
  const erasedLine = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
      const line = log.split("\n").find((text) => text.includes("donor personal data erased"));
      if (line) resolve(line);
    });
    child.on("exit", () => reject(new Error(`exited before erasing:\n${log}`)));
  });

  const line = await erasedLine;
  // The old one only: the demo sponsors (2025-2026) and the recent one are inside ten years.
  expect(JSON.parse(line)).toMatchObject({ erased: 1, retentionDays: 3650, more: false });
  child.kill("SIGTERM");
  expect(await exit).toBe(0);
  expect(log).not.toContain("林美華");

  const check = openContentDb(temp.file);
  const name = check.prepare<[string], string>("SELECT donor_name FROM donations WHERE merchant_trade_no = ?").pluck();
  expect([name.get(old.merchant_trade_no), name.get(recent.merchant_trade_no)]).toEqual(["", "陳志強"]);
  check.close();
}, 60_000);
