// Our bundle submits the rebuilt gateway form once hydrated; no inline script or handler is needed.
import { useEffect, useRef } from "react";
import type { PaymentForm } from "../../lib/payment-page.js";
import { submitForm } from "./payment-form.js";
import "./donation-card.css";
import "./payment-handoff.css";

export function PaymentHandoff({ form }: { form: PaymentForm }) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (element.current) submitForm(element.current);
  }, []);
  return (
    <section className="payment-handoff" aria-labelledby="payment-handoff-title">
      <h2 id="payment-handoff-title" className="payment-handoff__title">
        前往付款
      </h2>
      <p>您的捐款資料已送出。正在前往付款頁面，若沒有自動跳轉，請按「前往付款」。</p>
      <form ref={element} method="post" action={form.action} className="payment-handoff__form">
        {form.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="charity-button">
          前往付款
        </button>
      </form>
    </section>
  );
}
