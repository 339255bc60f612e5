import { describe, expect, it } from "vitest";
import {
  missingReceiptSettings,
  readReceiptSettings,
} from "../../../../server/content-service/receipts/receipt-settings.js";

describe("receipt settings", () => {
  it("reads each RECEIPT_* variable, empty when unset", () => {
    const env: Record<string, string> = { RECEIPT_ASSOCIATION_NAME: "臺北市某某協會", RECEIPT_PHONE: "02-1234-5678" };
    expect(readReceiptSettings((name, fallback) => env[name] ?? fallback)).toEqual({
      associationName: "臺北市某某協會",
      registrationNo: "",
      taxNo: "",
      address: "",
      phone: "02-1234-5678",
    });
  });

  it("names the variables a receipt still needs, in a fixed order", () => {
    const settings = readReceiptSettings((name) => (name === "RECEIPT_TAX_NO" ? "12345678" : ""));
    expect(missingReceiptSettings(settings)).toEqual([
      "RECEIPT_ASSOCIATION_NAME",
      "RECEIPT_REGISTRATION_NO",
      "RECEIPT_ADDRESS",
      "RECEIPT_PHONE",
    ]);
    expect(
      missingReceiptSettings({ associationName: "a", registrationNo: "b", taxNo: "c", address: "d", phone: "e" }),
    ).toEqual([]);
  });
});
