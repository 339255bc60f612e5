// Shown by the form's CSS (:has on the checkbox), so it works before hydration.
import { CHECKED, type DonationValues, type SetDonationValue } from "../../lib/donation-form-data.js";
import { DonationField } from "./donation-field.js";

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
        <p className="receipt__note">每月定期定額捐款於次年一月寄發一張年度收據，列出當年各月扣款。</p>
        <DonationField field="address" values={values} onValue={onValue} />
        <DonationField field="receiverName" values={values} onValue={onValue} />
        <DonationField field="receiverPhone" values={values} onValue={onValue} />
      </div>
    </div>
  );
}
