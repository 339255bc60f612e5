import { describe, expect, it } from "vitest";
import { formFields } from "../../../../server/content-service/payment/form-fields.js";

describe("formFields", () => {
  it("keeps a flat body of strings as it is", () => {
    expect(formFields({ MerchantID: "3002607", RtnCode: "1", RtnMsg: "" })).toEqual({
      MerchantID: "3002607",
      RtnCode: "1",
      RtnMsg: "",
    });
    expect(formFields({})).toEqual({});
  });

  it("refuses a repeated or nested field and anything not an object", () => {
    for (const body of [{ RtnCode: ["1", "0"] }, { a: { b: "c" } }, { n: 1 }, null, undefined, "RtnCode=1", []])
      expect(formFields(body), JSON.stringify(body)).toBeNull();
  });
});
