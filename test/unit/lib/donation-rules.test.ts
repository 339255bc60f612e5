import { describe, expect, test } from "vitest";
import {
  checkDonationBody,
  checkDonationForm,
  checkLegacyDonation,
  digitsOnly,
  MESSAGES,
  phoneInput,
  type DonationForm,
} from "../../../shared/lib/donation-rules.js";
import { filled, withReceipt } from "./donation-form-fixtures.js";

describe("input filters", () => {
  test("amount and phone keep digits only; phone stops at 10", () => {
    expect(digitsOnly("NT$ 1,000 元")).toBe("1000");
    expect(digitsOnly("abc")).toBe("");
    expect(phoneInput("0912-345-678")).toBe("0912345678");
    expect(phoneInput("091234567890")).toBe("0912345678");
  });
});

describe("/charity4 form", () => {
  test("alerts come in the spec's order: amount, name, phone, then address, receiver name, receiver phone", () => {
    const steps: [Partial<DonationForm>, string][] = [
      [{ amount: "", name: "", phone: "" }, MESSAGES.amount],
      [{ name: "", phone: "" }, MESSAGES.name],
      [{ phone: "" }, MESSAGES.phone],
      [{ needReceipt: true, address: "", receiverName: "", receiverPhone: "" }, MESSAGES.address],
      [{ needReceipt: true, address: "台中市", receiverName: "", receiverPhone: "" }, MESSAGES.receiverName],
      [{ needReceipt: true, address: "台中市", receiverName: "王大明", receiverPhone: "" }, MESSAGES.receiverPhone],
    ];
    for (const [change, message] of steps)
      expect(checkDonationForm({ ...filled, ...change }, 1)).toEqual({ ok: false, message });
    expect(MESSAGES).toMatchObject({
      amount: "請輸入捐款金額",
      name: "請輸入姓名",
      phone: "請輸入電話",
      address: "請輸入寄送地址",
      receiverName: "請輸入收件姓名",
      receiverPhone: "請輸入收件電話",
    });
  });

  test("blank-only text counts as missing", () => {
    expect(checkDonationForm({ ...filled, name: "   " }, 1)).toEqual({ ok: false, message: MESSAGES.name });
  });

  test("receipt fields are ignored without a receipt", () => {
    const checked = checkDonationForm({ ...filled, address: "x", receiverName: "y", receiverPhone: "1" }, 1);
    expect(checked.ok && checked.value.receiptInfo).toBeNull();
  });

  test("limits: amount 1..1,000,000, phone digits up to 10, receipt phone exactly 10 digits", () => {
    expect(checkDonationForm({ ...filled, amount: "0" }, 1)).toEqual({ ok: false, message: MESSAGES.amountRange });
    expect(checkDonationForm({ ...filled, amount: "1000001" }, 1)).toEqual({
      ok: false,
      message: MESSAGES.amountRange,
    });
    expect(checkDonationForm({ ...filled, amount: "1000000" }, 1).ok).toBe(true);
    expect(checkDonationForm({ ...filled, phone: "09-1234" }, 1)).toEqual({ ok: false, message: MESSAGES.phoneFormat });
    expect(checkDonationForm({ ...filled, phone: "09123456789" }, 1)).toEqual({
      ok: false,
      message: MESSAGES.phoneFormat,
    });
    expect(checkDonationForm({ ...withReceipt, receiverPhone: "042345678" }, 1)).toEqual({
      ok: false,
      message: MESSAGES.receiverPhoneFormat,
    });
    expect(checkDonationForm({ ...filled, name: "王".repeat(51) }, 1)).toEqual({
      ok: false,
      message: MESSAGES.nameTooLong,
    });
  });

  test("the request body is the contract's: general donation, no receipt", () => {
    expect(checkDonationForm({ ...filled, amount: "1200" }, 3)).toEqual({
      ok: true,
      value: {
        amount: 1200,
        name: "王小明",
        phone: "0912345678",
        activityType: "normal",
        charityID: 3,
        needReceipt: false,
        receiptInfo: null,
      },
    });
  });

  test("an activity target sets activityType activity and charityActivityID; a receipt sets receiptInfo", () => {
    const checked = checkDonationForm({ ...withReceipt, target: "21", receiverName: " 王大明 " }, 1);
    expect(checked).toEqual({
      ok: true,
      value: {
        amount: 600,
        name: "王小明",
        phone: "0912345678",
        activityType: "activity",
        charityID: 1,
        charityActivityID: 21,
        needReceipt: true,
        receiptInfo: { address: "台中市西區民權路 1 號", name: "王大明", phone: "0423456789" },
      },
    });
    // The contract's key order, so the JSON reads like the contract's example.
    expect(checked.ok && Object.keys(checked.value)).toEqual([
      "amount",
      "name",
      "phone",
      "activityType",
      "charityID",
      "charityActivityID",
      "needReceipt",
      "receiptInfo",
    ]);
  });

  test("the funeral fund has no activity id; an unknown target is refused", () => {
    const funeral = checkDonationForm({ ...filled, target: "funeral" }, 1);
    expect(funeral.ok && funeral.value).toMatchObject({ activityType: "funeral" });
    expect(funeral.ok && "charityActivityID" in funeral.value).toBe(false);
    for (const target of ["", "0", "-1", "abc", "activity"]) {
      expect(checkDonationForm({ ...filled, target }, 1)).toEqual({ ok: false, message: MESSAGES.activityType });
    }
  });
});

describe("the older page", () => {
  test("any of amount, name, phone missing gives the one alert 請填寫完整的捐款資訊", () => {
    for (const change of [{ amount: "" }, { name: "" }, { phone: "" }, { name: "\u200b" }]) {
      expect(checkLegacyDonation({ ...filled, ...change })).toEqual({ ok: false, message: "請填寫完整的捐款資訊" });
    }
  });

  test("with a receipt, any receipt field missing gives 請填寫完整的收據資訊", () => {
    for (const change of [{ address: "" }, { receiverName: "" }, { receiverPhone: "" }]) {
      expect(checkLegacyDonation({ ...withReceipt, ...change })).toEqual({
        ok: false,
        message: "請填寫完整的收據資訊",
      });
    }
    expect(checkLegacyDonation({ ...withReceipt, receiverPhone: "12345" })).toEqual({
      ok: false,
      message: MESSAGES.receiverPhoneFormat,
    });
  });

  test("the body is exactly { id: 1, amount, name, phone }", () => {
    expect(checkLegacyDonation({ ...withReceipt, amount: "800" })).toEqual({
      ok: true,
      value: { id: 1, amount: 800, name: "王小明", phone: "0912345678" },
    });
  });
});

describe("a JSON body received by a server", () => {
  test("accepts what the forms send", () => {
    const form = checkDonationForm({ ...withReceipt, target: "21" }, 1);
    if (!form.ok) throw new Error(form.message);
    expect(checkDonationBody(JSON.parse(JSON.stringify(form.value)))).toEqual(form);
    const legacy = checkLegacyDonation(filled);
    if (!legacy.ok) throw new Error(legacy.message);
    expect(checkDonationBody(legacy.value)).toEqual(legacy);
  });

  test("refuses wrong types and missing parts with the same messages", () => {
    expect(checkDonationBody(null)).toEqual({ ok: false, message: MESSAGES.legacyIncomplete });
    expect(checkDonationBody({ name: "a", phone: "1" })).toEqual({ ok: false, message: MESSAGES.amount });
    expect(checkDonationBody({ amount: "600", name: "a", phone: "1" })).toEqual({
      ok: false,
      message: MESSAGES.amountRange,
    });
    const base = {
      amount: 600,
      name: "王小明",
      phone: "0912345678",
      charityID: 1,
      needReceipt: false,
      receiptInfo: null,
    };
    expect(checkDonationBody({ ...base, activityType: "other" })).toEqual({
      ok: false,
      message: MESSAGES.activityType,
    });
    expect(checkDonationBody({ ...base, activityType: "activity" })).toEqual({ ok: false, message: MESSAGES.activity });
    expect(checkDonationBody({ ...base, activityType: "normal", charityID: 0 })).toEqual({
      ok: false,
      message: MESSAGES.charity,
    });
    expect(
      checkDonationBody({
        ...base,
        activityType: "normal",
        needReceipt: true,
        receiptInfo: { address: "x", name: "y", phone: "123" },
      }),
    ).toEqual({
      ok: false,
      message: MESSAGES.receiverPhoneFormat,
    });
  });
});

describe("posted values are checked as they are, never rewritten (issue 7.2)", () => {
  test("an amount that is not a plain whole number of NT$ in range is refused, not filtered", () => {
    for (const amount of [
      "100.50",
      "-500",
      "1e3",
      "abc<script>2</script>",
      "1,200",
      "１２００",
      "0600",
      "0x10",
      "+5",
    ]) {
      expect(checkDonationForm({ ...filled, amount }, 1), amount).toEqual({ ok: false, message: MESSAGES.amountRange });
      expect(checkLegacyDonation({ ...filled, amount }), amount).toEqual({ ok: false, message: MESSAGES.amountRange });
    }
    expect(checkDonationForm({ ...filled, amount: "99999999999999999999" }, 1)).toEqual({
      ok: false,
      message: MESSAGES.amountRange,
    });
    const plain = checkDonationForm({ ...filled, amount: " 600 " }, 1);
    expect(plain.ok && plain.value.amount).toBe(600);
  });

  test("a JSON amount must be a whole number in range", () => {
    const body = { id: 1, name: "王小明", phone: "0912345678" };
    for (const amount of [100.5, -500, 0, 1_000_001, Number.NaN, "600", null]) {
      expect(checkDonationBody({ ...body, amount }).ok, String(amount)).toBe(false);
    }
    expect(checkDonationBody({ ...body, amount: 1_000_000 }).ok).toBe(true);
  });
});
