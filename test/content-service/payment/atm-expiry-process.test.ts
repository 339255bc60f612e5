// The built content service runs the ATM expiry rule by itself (at start, then periodically) and
// builds ATM checkout forms with PUBLIC_URL's callback addresses; SIGTERM still exits cleanly.
import { fork } from "node:child_process";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { donationStore } from "../../../server/content-service/donations/donation-store.js";
import { normalDonation } from "../donation-bodies.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";
import { hiddenFields } from "../form-html.js";

const ENTRY = path.resolve("dist/server/content-service/main.js");
const temp = tempDbFile();
afterAll(() => temp.remove());

test("an overdue ATM order is expired and logged soon after start; forms name the public callbacks", async () => {
  const db = openDemoDb(temp.file);
  const tradeNo = donationStore(db).insert(
    {
      method: "ATM",
      amount: 700,
      donorName: "逾期測試",
      phone: "0900000001",
      activityType: "normal",
      charityId: 1,
      charityActivityId: null,
      itemName: "捐款",
      receipt: null,
      returnPath: "/charity4?id=1",
    },
    new Date(Date.now() - 30 * 24 * 3_600_000),
  );
  db.close();

  const child = fork(ENTRY, [], {
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      CONTENT_PORT: "0",
      CONTENT_DB: temp.file,
      PUBLIC_URL: "https://charity.example.org",
    },
    stdio: "pipe",
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.on("message", (message: unknown) => {
      if (typeof message === "object" && message !== null && "port" in message && typeof message.port === "number")
        resolve(message.port);
    });
    child.on("exit", () => reject(new Error("exited before listening")));
  });

  await expect.poll(() => output, { timeout: 20_000 }).toMatch(/ATM donation expired unpaid/);
  const line = output.split("\n").find((l) => l.includes("ATM donation expired unpaid")) ?? "{}";
  expect(JSON.parse(line)).toMatchObject({ tradeNo, level: 30 });
  expect(output).not.toContain("逾期測試");

  const donation = await fetch(`http://127.0.0.1:${port}/api/homepage/donate/atm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(normalDonation),
  });
  expect(hiddenFields(await donation.text())).toMatchObject({
    PaymentInfoURL: "https://charity.example.org/api/payment/ecpay/atm-info",
    ClientRedirectURL: "https://charity.example.org/api/payment/ecpay/atm-redirect",
  });

  child.kill("SIGTERM");
  expect(await exit).toBe(0);
  const after = openContentDb(temp.file);
  const status = after
    .prepare<[string], string>("SELECT status FROM donations WHERE merchant_trade_no = ?")
    .pluck()
    .get(tradeNo);
  after.close();
  expect(status).toBe("expired");
});
