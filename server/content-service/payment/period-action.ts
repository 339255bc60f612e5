// CreditCardPeriodAction with Action=Cancel: stops a monthly mandate. CheckMacValue is verified when present.
import { readLimitedText } from "../../../shared/lib/read-limited-body.server.js";
import { verifyCheckMacValue, withCheckMacValue, type MacKeys } from "./check-mac-value.js";

export interface PeriodActionTarget extends MacKeys {
  actionUrl: string;
  merchantId: string;
  timeoutMs: number;
}

export type PeriodActionAnswer = { stopped: true } | { stopped: false; rtnCode: string; rtnMsg: string };

const MAX_ANSWER_BYTES = 4096;

export async function cancelMandate(tradeNo: string, target: PeriodActionTarget, now = new Date()) {
  const request = withCheckMacValue(
    {
      MerchantID: target.merchantId,
      MerchantTradeNo: tradeNo,
      Action: "Cancel",
      TimeStamp: String(Math.floor(now.getTime() / 1000)),
    },
    target,
  );
  const response = await fetch(target.actionUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(request).toString(),
    redirect: "error",
    signal: AbortSignal.timeout(target.timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`gateway answered ${response.status}`);
  }
  return parsePeriodAction(await readLimitedText(response, MAX_ANSWER_BYTES), tradeNo, target);
}

export function parsePeriodAction(text: string, tradeNo: string, keys: MacKeys): PeriodActionAnswer {
  const fields = Object.fromEntries(new URLSearchParams(text.trim()));
  if (fields.CheckMacValue !== undefined && !verifyCheckMacValue(fields, keys))
    throw new Error("answer CheckMacValue verify fail");
  if (fields.MerchantTradeNo !== undefined && fields.MerchantTradeNo !== tradeNo)
    throw new Error("answer names another trade");
  const rtnCode = fields.RtnCode ?? "";
  if (rtnCode === "1") return { stopped: true };
  return { stopped: false, rtnCode: rtnCode.slice(0, 12), rtnMsg: (fields.RtnMsg ?? "").slice(0, 200) };
}
