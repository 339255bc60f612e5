// Each ECPay message's exact fields and RtnCodes. Why: docs/security.md, "Signed gateway messages only where
// they belong" (CheckMacValue is case-blind, so each endpoint accepts only its own shape).
import { verifyCheckMacValue, type FormFields, type MacKeys } from "./check-mac-value.js";
import { formFields } from "./form-fields.js";

export type EcpayMessageKind =
  "payment-result" | "browser-result" | "atm-payment-info" | "atm-client-redirect" | "period-result";

interface MessageShape {
  required: readonly string[];
  optional: readonly string[];
  rtnCode: (code: string) => boolean;
  label: string;
}

export const PAID = "1";
export const ACCOUNT_ISSUED = "2";
/** ECPay's RtnCode for "payment code issued" (CVS/BARCODE PaymentInfoURL): never a payment result. */
const CODE_ISSUED = "10100073";

const EVERY_MESSAGE_OPTIONAL = [
  "StoreID",
  "PlatformID",
  "CustomField1",
  "CustomField2",
  "CustomField3",
  "CustomField4",
] as const;
const COMMON = ["MerchantID", "MerchantTradeNo", "RtnCode", "RtnMsg", "TradeNo", "TradeAmt", "PaymentType"] as const;
/** NeedExtraPaidInfo is never requested, so no card details. */
const RESULT_FIELDS = [...COMMON, "PaymentDate", "TradeDate", "CheckMacValue"] as const;
const ATM_FIELDS = [...COMMON, "TradeDate", "CheckMacValue"] as const;
const ACCOUNT = ["BankCode", "vAccount", "ExpireDate"] as const;
/** ECPay's documents and samples disagree on SimulatePaid, TradeNo, Gwsr: read when present (docs/ecpay-stage.md). */
const PERIOD_FIELDS = [
  "MerchantID",
  "MerchantTradeNo",
  "RtnCode",
  "RtnMsg",
  "PeriodType",
  "Frequency",
  "ExecTimes",
  "Amount",
  "TotalSuccessTimes",
  "CheckMacValue",
] as const;
const PERIOD_OPTIONAL = ["Gwsr", "ProcessDate", "AuthCode", "FirstAuthAmount", "SimulatePaid", "TradeNo"] as const;

const digits = (code: string) => /^\d{1,10}$/.test(code);
const resultCode = (code: string) => digits(code) && code !== ACCOUNT_ISSUED && code !== CODE_ISSUED;
const atmCode = (code: string) => digits(code) && code !== PAID;

const SHAPES: Record<EcpayMessageKind, MessageShape> = {
  // SimulatePaid decides whether money moved: the server-to-server result must say it.
  "payment-result": {
    label: "ReturnURL result",
    required: [...RESULT_FIELDS, "SimulatePaid"],
    optional: [...EVERY_MESSAGE_OPTIONAL, "PaymentTypeChargeFee"],
    rtnCode: resultCode,
  },
  "browser-result": {
    label: "OrderResultURL result",
    required: RESULT_FIELDS,
    optional: [...EVERY_MESSAGE_OPTIONAL, "PaymentTypeChargeFee", "SimulatePaid"],
    rtnCode: resultCode,
  },
  "atm-payment-info": {
    label: "PaymentInfoURL message",
    required: ATM_FIELDS,
    optional: [...EVERY_MESSAGE_OPTIONAL, ...ACCOUNT],
    rtnCode: atmCode,
  },
  "atm-client-redirect": {
    label: "ClientRedirectURL message",
    required: ATM_FIELDS,
    optional: [...EVERY_MESSAGE_OPTIONAL, ...ACCOUNT],
    rtnCode: atmCode,
  },
  "period-result": {
    label: "PeriodReturnURL result",
    required: PERIOD_FIELDS,
    optional: [...EVERY_MESSAGE_OPTIONAL, ...PERIOD_OPTIONAL],
    rtnCode: resultCode,
  },
};

export type MessageRead = { ok: true; fields: FormFields } | { ok: false; reason: string };

export function readEcpayMessage(body: unknown, kind: EcpayMessageKind, keys: MacKeys): MessageRead {
  const fields = formFields(body);
  if (!fields || !verifyCheckMacValue(fields, keys)) return { ok: false, reason: "CheckMacValue verify fail" };
  const problem = shapeProblem(fields, SHAPES[kind]);
  return problem ? { ok: false, reason: problem } : { ok: true, fields };
}

function shapeProblem(fields: FormFields, shape: MessageShape): string | null {
  const known = [...shape.required, ...shape.optional];
  const byLowerCase = new Map(known.map((name) => [name.toLowerCase(), name]));
  const seen = new Map<string, string>();
  for (const name of Object.keys(fields)) {
    const lower = name.toLowerCase();
    const earlier = seen.get(lower);
    if (earlier !== undefined) return `fields ${earlier} and ${name} differ only in case`;
    seen.set(lower, name);
    const expected = byLowerCase.get(lower);
    if (expected === undefined) return `unexpected field ${name.slice(0, 40)} in a ${shape.label}`;
    if (expected !== name) return `field ${name} differs only in case from ${expected}`;
  }
  const missing = shape.required.find((name) => !Object.hasOwn(fields, name));
  if (missing) return `${missing} missing from a ${shape.label}`;
  const code = fields.RtnCode ?? "";
  if (!shape.rtnCode(code)) return `RtnCode ${code.slice(0, 12)} is not a ${shape.label}`;
  return null;
}
