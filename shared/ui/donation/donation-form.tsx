// With JavaScript: the spec's alerts, then the payment window. Without it (or before hydration): a real
// form whose action checks it with the same rules.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { DonationRequest, LegacyDonationRequest } from "../../api/donation.js";
import {
  donationValuesOf,
  sameDonationValues,
  type DonationValues,
  type SetDonationValue,
} from "../../lib/donation-form-data.js";
import type { Checked } from "../../lib/donation-rules.js";
import { BankTransferPanel } from "./bank-transfer-panel.js";
import { DonationField } from "./donation-field.js";
import { GivingField } from "./giving-field.js";
import { PaymentMethodField } from "./payment-method-field.js";
import { QuickAmounts } from "./quick-amounts.js";
import { ReceiptFields } from "./receipt-fields.js";
import { usePaymentWindow, type SendDonation } from "./use-payment-window.js";
import "./donation-card.css";
import "./donation-form.css";

/** The no-JavaScript post came back refused: the message and what the visitor had entered. */
export interface DonationPosted {
  error: string;
  values: DonationValues;
}

interface DonationFormProps {
  /** Where the no-JavaScript post goes: this page, without the payment-result parameters. */
  action: string;
  initial: DonationValues;
  check: (values: DonationValues) => Checked<DonationRequest | LegacyDonationRequest>;
  posted: DonationPosted | null;
  send: SendDonation;
  /** PAYMENT_GATEWAY_URL: a payment page whose form posts anywhere else is refused. */
  gatewayUrl: string;
  targets?: readonly { value: string; label: string }[];
  quickAmounts?: readonly number[];
  /** 每月定期定額 offered (the upstream's charity answer says it takes a period). */
  monthly?: boolean;
}

export function DonationForm({
  action,
  initial,
  check,
  posted,
  send,
  gatewayUrl,
  targets,
  quickAmounts,
  monthly = false,
}: DonationFormProps) {
  const [values, setValues] = useState<DonationValues>(() => posted?.values ?? initial);
  const form = useRef<HTMLFormElement>(null);
  // What was typed before hydration is in the DOM only: read it back once with the no-JavaScript parser.
  // Untouched, the state stays: a new object would re-render the whole form in one blocking task.
  const defaultMethod = initial.method;
  useEffect(() => {
    if (!form.current) return;
    const typed = donationValuesOf(new FormData(form.current), defaultMethod);
    setValues((current) => (sameDonationValues(current, typed) ? current : typed));
  }, [defaultMethod]);
  const { busy, pay } = usePaymentWindow(send, gatewayUrl);
  const set: SetDonationValue = (name, value) => setValues((current) => ({ ...current, [name]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pay(values.method, check(values));
  };
  return (
    <form
      ref={form}
      className="donation-form"
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-label="捐款表單"
    >
      {posted && (
        <p className="donation-form__error" role="alert">
          {posted.error}
        </p>
      )}
      {targets && (
        <div className="donation-field">
          <label htmlFor="donation-target">捐款項目</label>
          <select
            id="donation-target"
            name="target"
            value={values.target}
            onChange={(event) => set("target", event.target.value)}
          >
            {targets.map((target) => (
              <option key={target.value} value={target.value}>
                {target.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <PaymentMethodField value={values.method} onValue={(method) => set("method", method)} />
      <BankTransferPanel />
      <div className="donation-form__details">
        {quickAmounts && (
          <QuickAmounts amounts={quickAmounts} value={values.amount} onPick={(amount) => set("amount", amount)} />
        )}
        <DonationField field="amount" values={values} onValue={set} />
        {monthly && <GivingField values={values} onValue={set} />}
        <DonationField field="name" values={values} onValue={set} />
        <DonationField field="phone" values={values} onValue={set} />
        <ReceiptFields values={values} onValue={set} />
        <button type="submit" className="charity-button donation-form__submit" disabled={busy}>
          {busy ? "處理中…" : "確認捐款"}
        </button>
      </div>
    </form>
  );
}
