import type { DonationRequest, LegacyDonationRequest } from "../../../shared/api/donation.js";
import { DONATION_PURPOSES } from "../../../shared/lib/donation-purposes.js";
import { MESSAGES } from "../../../shared/lib/donation-rules.js";
import type { ContentDb } from "../db/content-db.js";
import { badRequest } from "../http/http-error.js";
import type { ResolvedAtmConfig } from "../payment/atm-config.js";
import type { FormFields } from "../payment/check-mac-value.js";
import type { EcpayChoosePayment, ResolvedPaymentConfig } from "../payment/payment-config.js";
import { checkoutFields } from "../payment/payment-form.js";
import type { CharityQueries } from "../queries/charity-queries.js";
import type { DonationStore, NewDonation } from "./donation-store.js";
import type { MandateStore } from "./mandate-store.js";

/** The older standalone page always donates to the first charity. */
const LEGACY_CHARITY_ID = 1;
const ACTIVITY_CLOSED = "此活動目前未開放捐款";

export interface DonationDeps {
  db: ContentDb;
  store: DonationStore;
  mandates: MandateStore;
  charities: CharityQueries;
  payment: ResolvedPaymentConfig;
  atm: ResolvedAtmConfig;
}

export function createDonation(
  deps: DonationDeps,
  request: DonationRequest | LegacyDonationRequest,
  method: EcpayChoosePayment,
  now: Date = new Date(),
): FormFields {
  const full = "activityType" in request ? request : null;
  const charityId = full ? full.charityID : LEGACY_CHARITY_ID;
  const activityId = full?.activityType === "activity" ? full.charityActivityID : undefined;
  const months = full?.period?.months;
  // Checked before anything is stored: a monthly gift only by card, and only where the merchant offers it.
  if (months !== undefined && method !== "Credit") throw badRequest(MESSAGES.monthlyBankTransfer);
  if (months !== undefined && !deps.payment.monthlyGiving) throw badRequest(MESSAGES.monthlyClosed);

  // The target check and the insert share one immediate transaction: an activity closed in between cannot slip through.
  const order = deps.db
    .transaction(() => {
      const target = deps.charities.donationTarget(charityId, activityId);
      if (!target) throw badRequest(MESSAGES.charity);
      if (target.activity === undefined) throw badRequest(MESSAGES.activity);
      if (target.activity && !target.activity.open) throw badRequest(ACTIVITY_CLOSED);
      const purpose = target.activity
        ? target.activity.name
        : DONATION_PURPOSES[full?.activityType === "funeral" ? "funeral" : "normal"];
      const donation: NewDonation = {
        method,
        amount: request.amount,
        donorName: request.name,
        phone: request.phone,
        activityType: full?.activityType ?? "normal",
        charityId,
        charityActivityId: activityId ?? null,
        // "#" separates items in ECPay's ItemName.
        itemName: `捐款－${purpose}`.replaceAll("#", "＃").slice(0, 200),
        receipt: full?.receiptInfo ?? null,
        returnPath: returnPathOf(charityId, activityId),
      };
      const tradeNo = deps.store.insert(donation, now);
      if (months !== undefined) deps.mandates.open(tradeNo, donation.amount, months, now);
      return { tradeNo, donation, tradeDesc: `${target.charityTitle}線上捐款`.replaceAll("#", "＃").slice(0, 100) };
    })
    .immediate();

  return checkoutFields(
    {
      merchantTradeNo: order.tradeNo,
      createdAt: now,
      amount: order.donation.amount,
      itemName: order.donation.itemName,
      tradeDesc: order.tradeDesc,
      method,
      returnPath: order.donation.returnPath,
      ...(months !== undefined ? { months } : {}),
    },
    deps.payment,
    deps.atm,
  );
}

/** Stored with the order, never read back from the browser. */
function returnPathOf(charityId: number, activityId: number | undefined): string {
  return activityId === undefined ? `/charity4?id=${charityId}` : `/charity4?id=${charityId}&activityID=${activityId}`;
}
