// After a no-JavaScript post, the payment hand-off or a notice stands in the form's place.
import type { ComponentProps } from "react";
import type { PaymentForm } from "../../lib/payment-page.js";
import { DonationForm, type DonationPosted } from "./donation-form.js";
import type { DonationNoticeText } from "./donation-notices.js";
import { PaymentHandoff } from "./payment-handoff.js";
import "./donation-card.css";
import "./payment-handoff.css";

export type DonationActionData =
  | ({ kind: "form" } & DonationPosted)
  | { kind: "payment"; form: PaymentForm }
  | ({ kind: "notice" } & DonationNoticeText);

type DonationAreaProps = Omit<ComponentProps<typeof DonationForm>, "posted"> & {
  posted: DonationActionData | null;
};

export function DonationArea({ posted, ...form }: DonationAreaProps) {
  if (posted?.kind === "payment") return <PaymentHandoff form={posted.form} />;
  if (posted?.kind === "notice") {
    return (
      <section className="donation-notice" role="alert">
        <p className="donation-notice__title">{posted.title}</p>
        <p>{posted.message}</p>
        <p>
          <a href={form.action}>回到捐款頁面</a>
        </p>
      </section>
    );
  }
  return <DonationForm {...form} posted={posted} />;
}
