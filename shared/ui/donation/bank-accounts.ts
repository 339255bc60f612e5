// Fictional demo numbers (docs/architecture.md, "Demo content"); bank codes 806 and 807 (spec section 9).

import { DONATION_PURPOSES } from "../../lib/donation-purposes.js";

export interface BankAccount {
  purpose: string;
  bankCode: string;
  branch: string;
  account: string;
}

export const BANK_ACCOUNTS: readonly BankAccount[] = [
  { purpose: DONATION_PURPOSES.normal, bankCode: "806", branch: "台中分行", account: "0123-9000-0806-01" },
  { purpose: "活動專款", bankCode: "806", branch: "台中分行", account: "0123-9000-0806-02" },
  { purpose: DONATION_PURPOSES.funeral, bankCode: "807", branch: "民權分行", account: "0456-8000-0807-03" },
];
