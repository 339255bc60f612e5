// The payment window opens inside the click (pop-up blockers allow that); our own rebuilt form is then
// submitted in it, as an inline script there would not run under our CSP (payment-form.ts).
import { useRef, useState } from "react";
import type { DonationAnswer, DonationRequest, LegacyDonationRequest, PaymentMethod } from "../../api/donation.js";
import type { Checked } from "../../lib/donation-rules.js";
import { readPaymentPageInBrowser } from "../../lib/payment-page-dom.js";
import { PAYMENT_PAGE_INVALID } from "./donation-notices.js";
import { submitPaymentForm } from "./payment-form.js";

export const WINDOW_BLOCKED = "無法開新視窗，請檢查瀏覽器設定。";

export type SendDonation = (
  method: PaymentMethod,
  body: DonationRequest | LegacyDonationRequest,
) => Promise<DonationAnswer>;

export function usePaymentWindow(send: SendDonation, gatewayUrl: string) {
  // A ref, not state: two clicks in one frame both see the same state, but not the same ref.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  /** Call synchronously from the submit event. */
  const pay = (method: PaymentMethod, checked: Checked<DonationRequest | LegacyDonationRequest>): void => {
    if (inFlight.current) return;
    if (!checked.ok) {
      window.alert(checked.message);
      return;
    }
    const payment = window.open("", "_blank");
    if (!payment) {
      window.alert(WINDOW_BLOCKED);
      return;
    }
    // The gateway's page must not be able to steer this tab (reverse tabnabbing); our handle stays.
    payment.opener = null;
    inFlight.current = true;
    setBusy(true);
    payment.document.title = "前往付款";
    payment.document.body.textContent = "正在前往付款頁面，請稍候…";
    void send(method, checked.value)
      .then((answer) => {
        if (payment.closed) return;
        if (!answer.ok) {
          payment.close();
          window.alert(answer.message);
          return;
        }
        const read = readPaymentPageInBrowser(answer.html, gatewayUrl);
        if (!read.ok) {
          console.error(`payment page refused: ${read.reason}`);
          payment.close();
          window.alert(PAYMENT_PAGE_INVALID);
          return;
        }
        submitPaymentForm(payment, read.form);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  return { busy, pay };
}
