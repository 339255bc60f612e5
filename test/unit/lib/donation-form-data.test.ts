import { expect, test } from "vitest";
import {
  CHECKED,
  donationValuesOf,
  emptyDonationValues,
  sameDonationValues,
} from "../../../shared/lib/donation-form-data.js";

test("a posted form reads back as the form's values", () => {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    method: "creditCard",
    target: "21",
    amount: "600",
    name: "王小明",
    phone: "0912345678",
    needReceipt: CHECKED,
    address: "台中市",
    receiverName: "王大明",
    receiverPhone: "0423456789",
  })) {
    data.set(name, value);
  }
  expect(donationValuesOf(data, "bankTransfer")).toEqual({
    method: "creditCard",
    target: "21",
    amount: "600",
    name: "王小明",
    phone: "0912345678",
    needReceipt: true,
    address: "台中市",
    receiverName: "王大明",
    receiverPhone: "0423456789",
    months: "12",
  });
});

test("missing fields are empty, an unknown method is the page's default, an unticked box is false", () => {
  const data = new FormData();
  data.set("method", "bitcoin");
  data.append("amount", new Blob(["600"]));
  expect(donationValuesOf(data, "creditCard")).toEqual(emptyDonationValues("creditCard"));
});

test("very long values are cut, since they come back into the page", () => {
  const data = new FormData();
  data.set("name", "王".repeat(5000));
  expect(donationValuesOf(data, "bankTransfer").name).toHaveLength(500);
});

// The form reads its fields back once at hydration; an untouched form must compare equal to its first
// state, or the whole form renders again in one blocking task on every donation page (issue 29).
test("an untouched form reads back the same as its first state; any typed field differs", () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ method: "bankTransfer", target: "normal" })) form.set(name, value);
  const first = emptyDonationValues("bankTransfer");
  expect(sameDonationValues(first, donationValuesOf(form, "bankTransfer"))).toBe(true);
  // With monthly giving offered, an untouched form also holds the one-off choice and the months select.
  form.set("giving", "once");
  form.set("months", "12");
  expect(sameDonationValues(first, donationValuesOf(form, "bankTransfer"))).toBe(true);
  form.set("amount", "500");
  expect(sameDonationValues(first, donationValuesOf(form, "bankTransfer"))).toBe(false);
  expect(sameDonationValues(first, { ...first, needReceipt: true })).toBe(false);
  expect(sameDonationValues(first, { ...first, giving: "monthly" })).toBe(false);
  expect(sameDonationValues({ ...first, giving: undefined }, first)).toBe(true);
});
