import { afterAll, beforeAll } from "vitest";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { atmStore, type AtmStore } from "../../../server/content-service/donations/atm-store.js";
import {
  donationStore,
  type DonationStore,
  type NewDonation,
} from "../../../server/content-service/donations/donation-store.js";
import { tempDbFile } from "../content-test-service.js";

/** One fresh database for the file's tests, and donation orders made in it at a given time. */
export function atmOrders() {
  const temp = tempDbFile();
  let db: ContentDb;
  let donations: DonationStore;
  let atm: AtmStore;
  beforeAll(() => {
    db = openContentDb(temp.file);
    donations = donationStore(db);
    atm = atmStore(db);
  });
  afterAll(() => {
    db.close();
    temp.remove();
  });
  const order = (method: NewDonation["method"], createdAt: Date): string =>
    donations.insert(
      {
        method,
        amount: 500,
        donorName: "測試",
        phone: "0900000000",
        activityType: "normal",
        charityId: 1,
        charityActivityId: null,
        itemName: "捐款",
        receipt: null,
        returnPath: "/charity4?id=1",
      },
      createdAt,
    );
  return {
    donations: () => donations,
    atm: () => atm,
    order,
    statusOf: (tradeNo: string) => atm.find(tradeNo)?.status,
  };
}
