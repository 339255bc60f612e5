// Donation request bodies used across the content-service tests.
import type { DonationRequest, LegacyDonationRequest } from "../../shared/api/donation.js";

export const activityDonation: DonationRequest = {
  amount: 600,
  name: "王小明",
  phone: "0912345678",
  activityType: "activity",
  charityID: 1,
  charityActivityID: 21,
  needReceipt: true,
  receiptInfo: { address: "台中市北屯區示範路 1 號", name: "王小明", phone: "0912345678" },
};

export const normalDonation: DonationRequest = {
  amount: 1200,
  name: "林美華",
  phone: "0422000000",
  activityType: "normal",
  charityID: 1,
  needReceipt: false,
  receiptInfo: null,
};

export const legacyDonation: LegacyDonationRequest = { id: 1, amount: 300, name: "陳大文", phone: "0911222333" };
