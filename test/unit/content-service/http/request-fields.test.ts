import { describe, expect, it } from "vitest";
import { HttpError, MESSAGES } from "../../../../server/content-service/http/http-error.js";
import { isJsonObject, positiveId, requiredText } from "../../../../server/content-service/http/request-fields.js";

const badRequest = (message: string) => new HttpError(400, message);

describe("isJsonObject", () => {
  it("is true for a plain object only", () => {
    expect(isJsonObject({})).toBe(true);
    for (const value of [null, [], "x", 1, undefined]) expect(isJsonObject(value), String(value)).toBe(false);
  });
});

describe("positiveId", () => {
  it("takes a positive integer as a number or a string of digits, trimmed", () => {
    expect(positiveId(7)).toBe(7);
    expect(positiveId(" 42 ")).toBe(42);
    expect(positiveId("000000000000015")).toBe(15);
  });

  it("a missing id names its field; anything else not a positive safe integer is invalid", () => {
    for (const value of [undefined, null, ""])
      expect(() => positiveId(value, "albumId")).toThrow(badRequest(MESSAGES.idRequired("albumId")));
    for (const value of [0, -1, 1.5, "1.5", "0x10", "1e3", "1234567890123456", 2 ** 53, true, {}])
      expect(() => positiveId(value), JSON.stringify(value)).toThrow(badRequest(MESSAGES.idInvalid));
  });

  it("answers a 400", () => {
    expect(() => positiveId("x")).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe("requiredText", () => {
  it("returns the text trimmed", () => {
    expect(requiredText("  /about  ", "pagePath")).toBe("/about");
  });

  it("a missing field and a blank, non-string or over-long one are told apart", () => {
    for (const value of [undefined, null, ""])
      expect(() => requiredText(value, "menuPath")).toThrow(badRequest(MESSAGES.textRequired("menuPath")));
    for (const value of ["   ", 5, ["a"], "x".repeat(201)])
      expect(() => requiredText(value, "menuPath"), JSON.stringify(value)).toThrow(
        badRequest(MESSAGES.textInvalid("menuPath")),
      );
    expect(requiredText("x".repeat(10), "f", 10)).toBe("x".repeat(10));
    expect(() => requiredText("x".repeat(11), "f", 10)).toThrow(badRequest(MESSAGES.textInvalid("f")));
  });
});
