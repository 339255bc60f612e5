// One validator for the browser form, the no-JavaScript post and the content service (spec section 5).
// Posted values are checked as they arrive, never rewritten: "100.50", "-500", "1e3" are refused.
import type {
  ActivityType,
  DonationPeriod,
  DonationRequest,
  LegacyDonationRequest,
  PaymentMethod,
} from "../api/donation.js";
import { checkDonorText } from "./donor-text.js";

export const MAX_DONATION_AMOUNT = 1_000_000;
export const MAX_NAME_LENGTH = 50;
export const MAX_ADDRESS_LENGTH = 200;
export const PHONE_MAX_LENGTH = 10;
/** ECPay's limits for a monthly mandate (PeriodType M): 2 to 99 charges. */
export const MIN_MONTHS = 2;
export const MAX_MONTHS = 99;

export const MESSAGES = {
  amount: "請輸入捐款金額",
  name: "請輸入姓名",
  phone: "請輸入電話",
  address: "請輸入寄送地址",
  receiverName: "請輸入收件姓名",
  receiverPhone: "請輸入收件電話",
  legacyIncomplete: "請填寫完整的捐款資訊",
  legacyReceiptIncomplete: "請填寫完整的收據資訊",
  amountRange: `捐款金額須為 1 至 ${MAX_DONATION_AMOUNT.toLocaleString("en-US")} 元的整數`,
  nameTooLong: `姓名不可超過 ${MAX_NAME_LENGTH} 個字`,
  nameCharacters: "姓名含有無法使用的字元",
  phoneFormat: "電話須為數字，最多 10 碼",
  addressTooLong: `地址不可超過 ${MAX_ADDRESS_LENGTH} 個字`,
  addressCharacters: "地址含有無法使用的字元",
  receiverPhoneFormat: "收件電話須為 10 碼數字",
  activityType: "請選擇捐款項目",
  activity: "請選擇捐款活動",
  charity: "捐款對象不正確",
  months: "請選擇定期定額的扣款期數",
  monthlyBankTransfer: "定期定額僅限信用卡捐款",
  monthlyClosed: "本會目前未開放定期定額捐款",
} as const;

/** Input filters applied as the visitor types (the spec strips non-digits from amount and phone); never to a posted value. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, "");
export const phoneInput = (value: string): string => digitsOnly(value).slice(0, PHONE_MAX_LENGTH);

export interface DonationForm {
  target: string; // "normal" | "funeral" | activity id
  amount: string;
  name: string;
  phone: string;
  needReceipt: boolean;
  address: string;
  receiverName: string;
  receiverPhone: string;
  /** The credit-card form's choice: "monthly" for 每月定期定額, else a one-off gift. */
  giving?: string;
  months?: string;
  method?: PaymentMethod;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const RECEIPT_PHONE = /^\d{10}$/;
const PHONE = /^\d{1,10}$/;
/** A whole number of NT$ written plainly: digits only, no sign, point, exponent, separator or leading zero. */
const AMOUNT = /^[1-9]\d{0,15}$/;

export function amountOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!AMOUNT.test(trimmed)) return Number.NaN;
  const amount = Number(trimmed);
  return amount <= MAX_DONATION_AMOUNT ? amount : Number.NaN;
}

interface TextMessages {
  missing: string;
  tooLong: string;
  forbidden: string;
}
const NAME: Omit<TextMessages, "missing"> = { tooLong: MESSAGES.nameTooLong, forbidden: MESSAGES.nameCharacters };
const ADDRESS: Omit<TextMessages, "missing"> = {
  tooLong: MESSAGES.addressTooLong,
  forbidden: MESSAGES.addressCharacters,
};

function textProblem(text: string, max: number, messages: TextMessages): string | null {
  const verdict = checkDonorText(text, max);
  if (verdict === "missing") return messages.missing;
  if (verdict === "too-long") return messages.tooLong;
  if (verdict === "forbidden") return messages.forbidden;
  return null;
}

export function checkDonationForm(form: DonationForm, charityID: number): Checked<DonationRequest> {
  const amount = amountOf(form.amount);
  const name = form.name.trim();
  const phone = form.phone.trim();
  if (amount === null) return fail(MESSAGES.amount);
  if (Number.isNaN(amount)) return fail(MESSAGES.amountRange);
  const nameProblem = textProblem(name, MAX_NAME_LENGTH, { missing: MESSAGES.name, ...NAME });
  if (nameProblem) return fail(nameProblem);
  if (!phone) return fail(MESSAGES.phone);
  if (!PHONE.test(phone)) return fail(MESSAGES.phoneFormat);
  let receiptInfo: DonationRequest["receiptInfo"] = null;
  if (form.needReceipt) {
    const receipt = receiptProblem(form.address.trim(), form.receiverName.trim(), form.receiverPhone.trim());
    if (typeof receipt === "string") return fail(receipt);
    receiptInfo = receipt;
  }
  const target = targetOf(form.target);
  if (!target) return fail(MESSAGES.activityType);
  // Bank transfer is always one-off: its form has no monthly choice, and a posted one is not read.
  const monthly = form.giving === "monthly" && form.method === "creditCard";
  const period = monthly ? periodOf(form.months ?? "") : null;
  if (monthly && !period) return fail(MESSAGES.months);
  // Keys in the contract's order; charityActivityID only for an activity.
  const request: DonationRequest = {
    amount,
    name,
    phone,
    activityType: target.activityType,
    charityID,
    ...(target.activityId !== undefined ? { charityActivityID: target.activityId } : {}),
    needReceipt: form.needReceipt,
    receiptInfo,
    ...(period ? { period } : {}),
  };
  return { ok: true, value: request };
}

function periodOf(months: string): DonationPeriod | null {
  const text = months.trim();
  if (!/^[1-9]\d?$/.test(text)) return null;
  const value = Number(text);
  return value >= MIN_MONTHS && value <= MAX_MONTHS ? { months: value } : null;
}

export interface LegacyDonationForm {
  amount: string;
  name: string;
  phone: string;
  needReceipt?: boolean;
  address?: string;
  receiverName?: string;
  receiverPhone?: string;
}

// The contract's legacy body has no receipt fields: they are checked, not sent.
export function checkLegacyDonation(form: LegacyDonationForm): Checked<LegacyDonationRequest> {
  const amount = amountOf(form.amount);
  const name = form.name.trim();
  const phone = form.phone.trim();
  if (amount === null || !name || !phone) return fail(MESSAGES.legacyIncomplete);
  if (Number.isNaN(amount)) return fail(MESSAGES.amountRange);
  const nameProblem = textProblem(name, MAX_NAME_LENGTH, { missing: MESSAGES.legacyIncomplete, ...NAME });
  if (nameProblem) return fail(nameProblem);
  if (!PHONE.test(phone)) return fail(MESSAGES.phoneFormat);
  if (form.needReceipt) {
    const address = form.address?.trim() ?? "";
    const receiverName = form.receiverName?.trim() ?? "";
    const receiverPhone = form.receiverPhone?.trim() ?? "";
    if (!address || !receiverName || !receiverPhone) return fail(MESSAGES.legacyReceiptIncomplete);
    const receipt = receiptProblem(address, receiverName, receiverPhone, MESSAGES.legacyReceiptIncomplete);
    if (typeof receipt === "string") return fail(receipt);
  }
  return { ok: true, value: { id: 1, amount, name, phone } };
}

// `missing` replaces the per-field alerts (the older page has one alert for all three).
function receiptProblem(
  address: string,
  receiverName: string,
  receiverPhone: string,
  missing?: string,
): DonationRequest["receiptInfo"] | string {
  const addressProblem = textProblem(address, MAX_ADDRESS_LENGTH, { missing: missing ?? MESSAGES.address, ...ADDRESS });
  if (addressProblem) return addressProblem;
  const nameProblem = textProblem(receiverName, MAX_NAME_LENGTH, {
    missing: missing ?? MESSAGES.receiverName,
    ...NAME,
  });
  if (nameProblem) return nameProblem;
  if (!receiverPhone) return missing ?? MESSAGES.receiverPhone;
  if (!RECEIPT_PHONE.test(receiverPhone)) return MESSAGES.receiverPhoneFormat;
  return { address, name: receiverName, phone: receiverPhone };
}

function targetOf(target: string): { activityType: ActivityType; activityId?: number } | null {
  if (target === "normal" || target === "funeral") return { activityType: target };
  if (/^\d{1,9}$/.test(target) && Number(target) > 0) return { activityType: "activity", activityId: Number(target) };
  return null;
}

export function checkDonationBody(body: unknown): Checked<DonationRequest | LegacyDonationRequest> {
  if (!isRecord(body)) return fail(MESSAGES.legacyIncomplete);
  const { amount, name, phone } = body;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 1 || amount > MAX_DONATION_AMOUNT) {
    return fail(amount === undefined ? MESSAGES.amount : MESSAGES.amountRange);
  }
  if (typeof name !== "string") return fail(MESSAGES.name);
  const nameProblem = textProblem(name.trim(), MAX_NAME_LENGTH, { missing: MESSAGES.name, ...NAME });
  if (nameProblem) return fail(nameProblem);
  if (typeof phone !== "string" || !phone.trim()) return fail(MESSAGES.phone);
  if (!PHONE.test(phone.trim())) return fail(MESSAGES.phoneFormat);
  // The older page's body has no monthly option: a period there would be charged once, so it is refused.
  if (body.activityType === undefined && body.id === 1) {
    if (body.period !== undefined) return fail(MESSAGES.months);
    return { ok: true, value: { id: 1, amount, name: name.trim(), phone: phone.trim() } };
  }
  const { activityType, charityID, charityActivityID, needReceipt, receiptInfo } = body;
  if (activityType !== "normal" && activityType !== "funeral" && activityType !== "activity")
    return fail(MESSAGES.activityType);
  if (typeof charityID !== "number" || !Number.isSafeInteger(charityID) || charityID < 1) return fail(MESSAGES.charity);
  if (typeof needReceipt !== "boolean") return fail(MESSAGES.legacyReceiptIncomplete);
  const request: DonationRequest = {
    amount,
    name: name.trim(),
    phone: phone.trim(),
    activityType,
    charityID,
    needReceipt,
    receiptInfo: null,
  };
  if (activityType === "activity") {
    if (typeof charityActivityID !== "number" || !Number.isSafeInteger(charityActivityID) || charityActivityID < 1) {
      return fail(MESSAGES.activity);
    }
    request.charityActivityID = charityActivityID;
  }
  if (body.period !== undefined) {
    const months = isRecord(body.period) ? body.period.months : undefined;
    if (typeof months !== "number" || !Number.isSafeInteger(months) || months < MIN_MONTHS || months > MAX_MONTHS)
      return fail(MESSAGES.months);
    request.period = { months };
  }
  if (needReceipt) {
    if (!isRecord(receiptInfo)) return fail(MESSAGES.address);
    const receipt = receiptProblem(
      typeof receiptInfo.address === "string" ? receiptInfo.address.trim() : "",
      typeof receiptInfo.name === "string" ? receiptInfo.name.trim() : "",
      typeof receiptInfo.phone === "string" ? receiptInfo.phone.trim() : "",
    );
    if (typeof receipt === "string") return fail(receipt);
    request.receiptInfo = receipt;
  }
  return { ok: true, value: request };
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
