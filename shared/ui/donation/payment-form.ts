// The payment window shares our origin: the upstream's page is never written into it, only our own form.
import type { PaymentForm } from "../../lib/payment-page.js";

/** With a visible button, in case submitting is blocked. */
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

/** After an input named "submit", `form.submit` is that input: the prototype's method is called instead. */
export function submitForm(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}
