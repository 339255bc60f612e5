// The receipt checkbox and, when it is ticked, address, receiver name and receiver phone. Shown and
// hidden by the form's CSS (:has on the checkbox), so it works before hydration as well.
import { CHECKED, type DonationValues, type SetDonationValue } from "../../lib/donation-form-data.js";
import { phoneInput } from "../../lib/donation-rules.js";
import { DonationInput } from "./donation-input.js";

export function ReceiptFields({ values, onValue }: { values: DonationValues; onValue: SetDonationValue }) {
  return (
    <div className="receipt">
      <label className="receipt__toggle">
        <input
          type="checkbox"
          name="needReceipt"
          value={CHECKED}
          checked={values.needReceipt}
          onChange={(event) => onValue("needReceipt", event.target.checked)}
        />
        <span>我需要捐款收據</span>
      </label>
      <div className="receipt__fields">
        <DonationInput
          label="寄送地址"
          name="address"
          value={values.address}
          onValue={(v) => onValue("address", v)}
          autoComplete="street-address"
        />
        <DonationInput
          label="收件姓名"
          name="receiverName"
          value={values.receiverName}
          onValue={(v) => onValue("receiverName", v)}
          autoComplete="name"
        />
        <DonationInput
          label="收件電話"
          name="receiverPhone"
          value={values.receiverPhone}
          onValue={(v) => onValue("receiverPhone", v)}
          filter={phoneInput}
          inputMode="numeric"
          autoComplete="tel-national"
          pattern="\d{10}"
          hint="10 碼數字，例如 0912345678"
        />
      </div>
    </div>
  );
}
