import { describe, expect, it } from "vitest";
import { paymentFormHtml } from "../../../../server/content-service/payment/payment-form.js";
import { formAction, hiddenFields } from "../../../content-service/form-html.js";

describe("paymentFormHtml", () => {
  it("escapes every value and holds one form, no script, no inline style", () => {
    const html = paymentFormHtml("/gateway?a=1&b=2", { ItemName: `"><script>alert(1)</script>&'`, TotalAmount: "600" });
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/\sstyle=/);
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(formAction(html)).toBe("/gateway?a=1&amp;b=2");
    expect(hiddenFields(html).ItemName).toBe(`"><script>alert(1)</script>&'`);
  });
});
