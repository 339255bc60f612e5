// One set of field names for the browser form and the no-JavaScript post (a route action).
import type { PaymentMethod } from "../api/donation.js";
import type { DonationForm } from "./donation-rules.js";
import { DEFAULT_MONTHS } from "./monthly-giving.js";

export interface DonationValues extends DonationForm {
  method: PaymentMethod;
}

export type SetDonationValue = <K extends keyof DonationValues>(name: K, value: DonationValues[K]) => void;

/** The value the receipt checkbox posts when ticked. */
export const CHECKED = "on";

export function emptyDonationValues(method: PaymentMethod, target = "normal"): DonationValues {
  return {
    method,
    target,
    amount: "",
    name: "",
    phone: "",
    needReceipt: false,
    address: "",
    receiverName: "",
    receiverPhone: "",
    months: DEFAULT_MONTHS,
  };
}

/** Reads a posted form; anything missing or not text counts as empty, an unknown method as the default. */
export function donationValuesOf(data: FormData, defaultMethod: PaymentMethod): DonationValues {
  const text = (name: keyof DonationValues): string => {
    const value = data.get(name);
    // Bounded: these strings come back into the page when the form is shown again with an error.
    return typeof value === "string" ? value.slice(0, 500) : "";
  };
  const method = text("method");
  return {
    method: method === "creditCard" || method === "bankTransfer" ? method : defaultMethod,
    target: text("target") || "normal",
    amount: text("amount"),
    name: text("name"),
    phone: text("phone"),
    needReceipt: text("needReceipt") === CHECKED,
    address: text("address"),
    receiverName: text("receiverName"),
    receiverPhone: text("receiverPhone"),
    // A one-off gift reads as a form without the option, so an untouched form equals its first state.
    giving: text("giving") === "monthly" ? "monthly" : undefined,
    months: text("months") || DEFAULT_MONTHS,
  };
}

export function sameDonationValues(a: DonationValues, b: DonationValues): boolean {
  const left: Record<string, unknown> = { ...a };
  const right: Record<string, unknown> = { ...b };
  const fields = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...fields].every((field) => Object.is(left[field], right[field]));
}
