// The form's CSS shows the matching part, so the choice works without JavaScript.
import type { PaymentMethod } from "../../api/donation.js";

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: "creditCard", label: "信用卡" },
  { value: "bankTransfer", label: "銀行轉帳" },
];

export function PaymentMethodField({
  value,
  onValue,
}: {
  value: PaymentMethod;
  onValue: (value: PaymentMethod) => void;
}) {
  return (
    <fieldset className="donation-methods">
      <legend>付款方式</legend>
      {METHODS.map((method) => (
        <label key={method.value} className="donation-methods__option">
          <input
            type="radio"
            name="method"
            value={method.value}
            checked={value === method.value}
            onChange={() => onValue(method.value)}
          />
          <span>{method.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
