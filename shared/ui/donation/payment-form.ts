// The payment page the donation call answers is untrusted HTML, and the payment window shares our
// origin: instead of writing that HTML into it, we read the form out of it (a DOMParser runs no
// scripts) and build a clean form of our own there, which our code submits.
import { safeHref } from "../../lib/link-rules.js";

export interface PaymentForm {
  action: string;
  method: "get" | "post";
  fields: Array<[string, string]>;
}

/** The first form of the answer, if its action is an http(s) or site-relative address. */
export function readPaymentForm(html: string): PaymentForm | null {
  const form = new DOMParser().parseFromString(html, "text/html").querySelector("form");
  if (!form) return null;
  const action = safeHref(form.getAttribute("action"));
  if (!action) return null;
  const fields: Array<[string, string]> = [];
  for (const input of form.querySelectorAll("input")) {
    if (input.name) fields.push([input.name, input.value]);
  }
  return { action, method: form.getAttribute("method")?.toLowerCase() === "get" ? "get" : "post", fields };
}

/** Puts the form into the payment window (with a visible button, in case submitting is blocked) and submits it. */
export function submitPaymentForm(target: Window, payment: PaymentForm): void {
  const doc = target.document;
  doc.title = "前往付款";
  const form = doc.createElement("form");
  form.method = payment.method;
  form.action = payment.action;
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
  form.submit();
}
