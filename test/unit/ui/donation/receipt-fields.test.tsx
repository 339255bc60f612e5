// The receipt question tells a monthly giver what they will get: one yearly receipt (decision 009).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { emptyDonationValues } from "../../../../shared/lib/donation-form-data.js";
import { ReceiptFields } from "../../../../shared/ui/donation/receipt-fields.js";

test("the receipt fields say monthly gifts get one yearly receipt", () => {
  const html = renderToStaticMarkup(
    createElement(ReceiptFields, { values: emptyDonationValues("creditCard"), onValue: () => undefined }),
  );
  expect(html).toContain("每月定期定額捐款於次年一月寄發一張年度收據");
});
