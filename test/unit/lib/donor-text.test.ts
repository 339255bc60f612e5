// Names and addresses (issue 7.12): counted in code points, refused when they hide, reorder or break text,
// on their own and in every donation path that takes them.
import { describe, expect, test } from "vitest";
import {
  checkDonationBody,
  checkDonationForm,
  checkLegacyDonation,
  MESSAGES,
} from "../../../shared/lib/donation-rules.js";
import { checkDonorText } from "../../../shared/lib/donor-text.js";
import { filled, withReceipt } from "./donation-form-fixtures.js";

describe("names and addresses (issue 7.12)", () => {
  const forbidden = [
    "王\u0000明",
    "王\u0007明",
    "王\t明",
    "王\u0085明",
    "\u202eabc",
    "王\u2066明",
    "王\u200f明",
    "王\ud800明",
    "王\udc00",
  ];

  test("control characters, bidi controls and lone surrogates are refused in every path", () => {
    for (const name of forbidden) {
      expect(checkDonorText(name, 50), JSON.stringify(name)).toBe("forbidden");
      expect(checkDonationForm({ ...filled, name }, 1), JSON.stringify(name)).toEqual({
        ok: false,
        message: MESSAGES.nameCharacters,
      });
      expect(checkLegacyDonation({ ...filled, name }), JSON.stringify(name)).toEqual({
        ok: false,
        message: MESSAGES.nameCharacters,
      });
      expect(checkDonationBody({ id: 1, amount: 600, name, phone: "0912345678" }).ok).toBe(false);
      expect(checkDonationForm({ ...withReceipt, address: `台中市${name}` }, 1)).toEqual({
        ok: false,
        message: MESSAGES.addressCharacters,
      });
      expect(checkDonationForm({ ...withReceipt, receiverName: name }, 1)).toEqual({
        ok: false,
        message: MESSAGES.nameCharacters,
      });
    }
  });

  test("a name made only of zero-width or blank characters is missing", () => {
    for (const name of ["\u200b", "\u200b\u200c\u200d\u2060\ufeff", "\u3000 \u00a0", "\u202e"]) {
      expect(checkDonationForm({ ...filled, name }, 1), JSON.stringify(name)).toEqual({
        ok: false,
        message: MESSAGES.name,
      });
      expect(checkDonationBody({ id: 1, amount: 600, name, phone: "0912345678" })).toEqual({
        ok: false,
        message: MESSAGES.name,
      });
    }
  });

  test("lengths count code points: 50 emoji or rare CJK characters fit, 51 do not", () => {
    for (const char of ["😀", "𠮷"]) {
      expect([checkDonorText(char.repeat(50), 50), checkDonorText(char.repeat(51), 50)]).toEqual(["ok", "too-long"]);
      expect(checkDonationForm({ ...filled, name: char.repeat(50) }, 1).ok).toBe(true);
      expect(checkDonationForm({ ...filled, name: char.repeat(51) }, 1)).toEqual({
        ok: false,
        message: MESSAGES.nameTooLong,
      });
    }
    // A joined emoji sequence keeps its zero-width joiner.
    expect(checkDonationForm({ ...filled, name: "王👨‍👩‍👧" }, 1).ok).toBe(true);
    expect(checkDonationForm({ ...withReceipt, address: "𠮷".repeat(200) }, 1).ok).toBe(true);
    expect(checkDonationForm({ ...withReceipt, address: "𠮷".repeat(201) }, 1)).toEqual({
      ok: false,
      message: MESSAGES.addressTooLong,
    });
  });
});
