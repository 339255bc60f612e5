// The payment page a donation call answers is untrusted HTML, and none of it ever reaches a browser
// as it is. Both paths read the gateway form out of it here, with the same rules, and rebuild a
// clean form of their own: the server for the no-JavaScript post (our page, shared/ui/donation/
// payment-handoff.tsx), the browser for the payment window (shared/ui/donation/payment-form.ts).
// Accepted: one form that posts to the configured PAYMENT_GATEWAY_URL, its hidden inputs, a submit
// button and some text. Anything else (a script, a refresh, a frame, a second form, another action,
// an event handler) refuses the whole page: a visitor must never be sent somewhere we did not choose.
import { HtmlTokenError, tokenizeHtml, type Attribute } from "./strict-html-tokens.js";

export interface PaymentForm {
  /** Always the configured gateway address, never the page's own spelling of it. */
  action: string;
  /** The hidden inputs in document order. */
  fields: Array<[string, string]>;
}

export type PaymentPageRead =
  { ok: true; form: PaymentForm; tradeNo: string | null } | { ok: false; reason: string; tradeNo: string | null };

/** A payment page is one small form; anything far larger is not what the contract promises. */
export const MAX_PAYMENT_PAGE_CHARS = 256 * 1024;
const MAX_FIELDS = 64;
const MAX_VALUE_CHARS = 4096;
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** Elements whose content we can ignore: they only lay out text or carry the form. */
const PLAIN = new Set(["html", "head", "body", "title", "p", "div", "span", "h1", "h2", "h3", "br", "strong", "em"]);
const INPUT_TYPES_IGNORED = new Set(["submit", "button"]);

class Refusal extends Error {}

/** The form of a payment page, or why the page is refused (with the order number when it was readable). */
export function readPaymentPage(html: string, gatewayUrl: string): PaymentPageRead {
  const fields: Array<[string, string]> = [];
  const tradeNo = (): string | null => {
    const value = fields.find(([name]) => name === "MerchantTradeNo")?.[1] ?? "";
    return /^[A-Za-z0-9]{1,20}$/.test(value) ? value : null;
  };
  try {
    if (html.length > MAX_PAYMENT_PAGE_CHARS)
      throw new Refusal(`page larger than ${MAX_PAYMENT_PAGE_CHARS} characters`);
    let forms = 0;
    let inForm = false;
    for (const token of tokenizeHtml(html)) {
      if (token.type === "text") continue;
      if (token.type === "end") {
        if (token.name === "form") inForm = false;
        continue;
      }
      const { name, attributes } = token;
      const attribute = (wanted: string) => attributes.find((a) => a.name === wanted)?.value;
      refuseActiveAttributes(name, attributes);
      if (name === "form") {
        if (++forms > 1) throw new Refusal("more than one form");
        checkForm(attribute("action"), attribute("method"), gatewayUrl);
        inForm = true;
      } else if (name === "input") {
        if (!inForm) throw new Refusal("an input outside the form");
        const type = (attribute("type") ?? "text").toLowerCase();
        if (INPUT_TYPES_IGNORED.has(type)) continue;
        if (type !== "hidden") throw new Refusal(`an input of type "${type.slice(0, 20)}"`);
        fields.push(checkField(attribute("name") ?? "", attribute("value") ?? "", fields));
      } else if (name === "button") {
        if (!inForm) throw new Refusal("a button outside the form");
      } else if (name === "meta") {
        checkMeta(attribute("http-equiv"));
      } else if (!PLAIN.has(name)) {
        throw new Refusal(`<${name.slice(0, 20)}> is not allowed`);
      }
    }
    if (forms === 0) throw new Refusal("no form");
    if (fields.length === 0) throw new Refusal("the form has no fields");
    return { ok: true, form: { action: gatewayUrl, fields }, tradeNo: tradeNo() };
  } catch (error) {
    if (error instanceof Refusal || error instanceof HtmlTokenError)
      return { ok: false, reason: error.message, tradeNo: tradeNo() };
    throw error;
  }
}

/** Event handlers and per-button form overrides would act outside the form we rebuild. */
function refuseActiveAttributes(element: string, attributes: Attribute[]): void {
  for (const { name } of attributes) {
    if (name.startsWith("on") || name.startsWith("form") || name === "srcdoc")
      throw new Refusal(`attribute "${name.slice(0, 30)}" on <${element}>`);
  }
}

function checkForm(action: string | undefined, method: string | undefined, gatewayUrl: string): void {
  if ((method ?? "get").toLowerCase() !== "post") throw new Refusal("the form does not post");
  if (action === undefined || !sameAddress(action, gatewayUrl))
    throw new Refusal(`the form posts to "${(action ?? "").slice(0, 200)}", not the configured gateway`);
}

function checkField(name: string, value: string, fields: Array<[string, string]>): [string, string] {
  if (!FIELD_NAME.test(name)) throw new Refusal(`a field named "${name.slice(0, 70)}"`);
  if (fields.some(([known]) => known === name)) throw new Refusal(`the field ${name} appears twice`);
  if (value.length > MAX_VALUE_CHARS) throw new Refusal(`the field ${name} is too long`);
  if (fields.length >= MAX_FIELDS) throw new Refusal(`more than ${MAX_FIELDS} fields`);
  return [name, value];
}

/** <meta charset>, <meta name content> and a Content-Type declaration; a refresh or any other pragma is refused. */
function checkMeta(httpEquiv: string | undefined): void {
  if (httpEquiv !== undefined && httpEquiv.toLowerCase() !== "content-type")
    throw new Refusal(`<meta http-equiv="${httpEquiv.slice(0, 30)}">`);
}

/** The same address once resolved (case of scheme and host, default port, dot segments). */
function sameAddress(action: string, gatewayUrl: string): boolean {
  const base = "https://site.invalid/";
  try {
    return new URL(action.trim(), base).href === new URL(gatewayUrl, base).href;
  } catch {
    return false;
  }
}
