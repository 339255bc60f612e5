// The payment page a donation call answers is untrusted HTML, and none of it ever reaches a browser
// as it is. Both paths read the gateway form out of it here, with the same rules, and rebuild a
// clean form of their own: the server for the no-JavaScript post (our page, shared/ui/donation/
// payment-handoff.tsx), the browser for the payment window (shared/ui/donation/payment-form.ts).
// Read: the one form that posts to the configured PAYMENT_GATEWAY_URL and its hidden inputs, as the
// SDKs write them (docs/donations.md "Payment pages"). Everything else (the SDKs' auto-submit script,
// a style, a refresh, a frame, other forms, text) is dropped unread: only the fields go further, into
// our form, posting to our configured address. Refused: no such form, two of them, or fields we
// cannot pass on exactly (a visible field, a repeated or over-long one, an unreadable value).
import { decodeReferences, HtmlTokenError, tokenizeHtml, type HtmlToken } from "./strict-html-tokens.js";

export interface PaymentForm {
  /** Always the configured gateway address, never the page's own spelling of it. */
  action: string;
  /** The hidden inputs in document order. */
  fields: Array<[string, string]>;
}

export type PaymentPageRead =
  { ok: true; form: PaymentForm; tradeNo: string | null } | { ok: false; reason: string; tradeNo: string | null };

type StartTag = Extract<HtmlToken, { type: "start" }>;

/** A payment page is one small form; anything far larger is not what the contract promises. */
export const MAX_PAYMENT_PAGE_CHARS = 256 * 1024;
const MAX_FIELDS = 64;
const MAX_VALUE_CHARS = 4096;
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;
/** Inputs that carry no data of their own: the button we rebuild replaces them. */
const INPUT_TYPES_IGNORED = new Set(["submit", "button", "image", "reset"]);
/** Elements a visitor would fill in: our rebuilt form shows none, so the payment could not be what was meant. */
const FILLED_IN = new Set(["textarea", "select"]);

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
    let gatewayForms = 0;
    // Browsers keep one open form at a time: a <form> inside another is ignored until </form>.
    let open: "none" | "gateway" | "other" = "none";
    for (const token of tokenizeHtml(html)) {
      if (token.type === "text") continue;
      if (token.type === "end") {
        if (token.name === "form") open = "none";
        continue;
      }
      if (token.name === "form") {
        if (open !== "none") continue;
        open = postsToGateway(token, gatewayUrl) ? "gateway" : "other";
        if (open === "gateway" && ++gatewayForms > 1) throw new Refusal("two forms post to the gateway");
      } else if (open === "gateway") {
        readInside(token, fields);
      }
    }
    if (gatewayForms === 0) throw new Refusal("no form posts to the configured gateway");
    if (fields.length === 0) throw new Refusal("the form has no fields");
    return { ok: true, form: { action: gatewayUrl, fields }, tradeNo: tradeNo() };
  } catch (error) {
    if (error instanceof Refusal || error instanceof HtmlTokenError)
      return { ok: false, reason: error.message, tradeNo: tradeNo() };
    throw error;
  }
}

/** A tag inside the gateway form: a hidden input becomes a field; a field to fill in refuses the page. */
function readInside(tag: StartTag, fields: Array<[string, string]>): void {
  if (FILLED_IN.has(tag.name)) throw new Refusal(`a <${tag.name}> in the form`);
  // Which of the fields after it a browser would still send depends on legends and nesting: not guessed.
  if (tag.name === "fieldset" && valueOf(tag, "disabled") !== undefined) throw new Refusal("a disabled fieldset");
  if (tag.name !== "input") return;
  const type = (valueOf(tag, "type") ?? "text").trim().toLowerCase();
  // Browsers do not send a disabled input, so neither do we.
  if (INPUT_TYPES_IGNORED.has(type) || valueOf(tag, "disabled") !== undefined) return;
  if (type !== "hidden") throw new Refusal(`an input of type "${type.slice(0, 20)}"`);
  if (tag.repeated.length > 0) throw new Refusal(`an input with "${tag.repeated[0]?.slice(0, 20)}" written twice`);
  // Browsers would submit such an input with that other form, not this one.
  if (valueOf(tag, "form") !== undefined) throw new Refusal("an input that names another form");
  const name = valueOf(tag, "name") ?? "";
  const value = valueOf(tag, "value") ?? "";
  if (!FIELD_NAME.test(name)) throw new Refusal(`a field named "${name.slice(0, 70)}"`);
  if (fields.some(([known]) => known === name)) throw new Refusal(`the field ${name} appears twice`);
  if (value.length > MAX_VALUE_CHARS) throw new Refusal(`the field ${name} is too long`);
  if (fields.length >= MAX_FIELDS) throw new Refusal(`more than ${MAX_FIELDS} fields`);
  fields.push([name, value]);
}

/** A form that a browser would post to the configured gateway (its own spelling of the address aside). */
function postsToGateway(form: StartTag, gatewayUrl: string): boolean {
  try {
    const method = (valueOf(form, "method") ?? "get").trim().toLowerCase();
    const action = valueOf(form, "action");
    return method === "post" && action !== undefined && sameAddress(action, gatewayUrl);
  } catch (error) {
    // An action or method we cannot decode is not the gateway's form.
    if (error instanceof HtmlTokenError) return false;
    throw error;
  }
}

/** An attribute's decoded value (undefined when absent); an unreadable reference throws HtmlTokenError. */
function valueOf(tag: StartTag, name: string): string | undefined {
  const raw = tag.attributes.find((a) => a.name === name)?.raw;
  return raw === undefined ? undefined : decodeReferences(raw);
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
