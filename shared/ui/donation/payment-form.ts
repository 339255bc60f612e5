// The payment window shares our origin: the upstream's payment page is never written into it. The
// form is read out of that page by the reader both donation paths share (shared/lib/payment-page.ts),
// and a clean form of our own is built here in the window, which our code submits.
import type { PaymentForm } from "../../lib/payment-page.js";

/** Puts the form into the payment window (with a visible button, in case submitting is blocked) and submits it. */
export function submitPaymentForm(target: Window, payment: PaymentForm): void {
  const doc = target.document;
  doc.title = "前往付款";
  const form = doc.createElement("form");
  form.setAttribute("method", "post");
  form.setAttribute("action", payment.action);
  for (const [name, value] of payment.fields) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  const button = doc.createElement("button");
  button.type = "submit";
  button.textContent = "前往付款";
  form.append(button);
  doc.body.replaceChildren(form);
  submitForm(form);
}

/**
 * Submits a form whatever its fields are named: a form exposes each named field as a property that
 * hides its own, so after an input named "submit" `form.submit` is that input and calling it throws.
 */
export function submitForm(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}
