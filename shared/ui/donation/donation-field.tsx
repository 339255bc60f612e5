import type { DonationValues, SetDonationValue } from "../../lib/donation-form-data.js";
import { digitsOnly, phoneInput } from "../../lib/donation-rules.js";
import { DonationInput, type DonationInputProps } from "./donation-input.js";

type TextField = "amount" | "name" | "phone" | "address" | "receiverName" | "receiverPhone";

const PHONE = { filter: phoneInput, inputMode: "numeric", autoComplete: "tel-national" } as const;

const TEXT_FIELDS: Record<TextField, Omit<DonationInputProps, "name" | "value" | "onValue">> = {
  amount: {
    label: "捐款金額",
    filter: digitsOnly,
    inputMode: "numeric",
    autoComplete: "off",
    prefix: "新臺幣",
    suffix: "元",
  },
  name: { label: "捐款人姓名", autoComplete: "name" },
  phone: { label: "聯絡電話", ...PHONE, hint: "僅限數字，最多 10 碼" },
  address: { label: "寄送地址", autoComplete: "street-address" },
  receiverName: { label: "收件姓名", autoComplete: "name" },
  receiverPhone: { label: "收件電話", ...PHONE, pattern: "\\d{10}", hint: "10 碼數字，例如 0912345678" },
};

export function DonationField({
  field,
  values,
  onValue,
}: {
  field: TextField;
  values: DonationValues;
  onValue: SetDonationValue;
}) {
  return (
    <DonationInput {...TEXT_FIELDS[field]} name={field} value={values[field]} onValue={(v) => onValue(field, v)} />
  );
}
