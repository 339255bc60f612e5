// Donation forms the rule tests start from: one complete without a receipt, one complete with it.
import type { DonationForm } from "../../../shared/lib/donation-rules.js";

export const filled: DonationForm = {
  target: "normal",
  amount: "600",
  name: "王小明",
  phone: "0912345678",
  needReceipt: false,
  address: "",
  receiverName: "",
  receiverPhone: "",
};
export const withReceipt: DonationForm = {
  ...filled,
  needReceipt: true,
  address: "台中市西區民權路 1 號",
  receiverName: "王大明",
  receiverPhone: "0423456789",
};
