// The payment page a donation call answers is untrusted HTML, and none of it ever reaches a browser
// as it is. Both paths read the gateway form out of it with these rules, over the tree the WHATWG
// parser builds (the one browsers follow): parse5 on the server (payment-page-parse5.server.ts), the
// browser's own DOMParser in the payment window (payment-page-dom.ts). Each path then rebuilds a clean
// form of its own: the server for the no-JavaScript post (shared/ui/donation/payment-handoff.tsx),
// the browser for the payment window (shared/ui/donation/payment-form.ts).
// Read: the one form that posts to the configured PAYMENT_GATEWAY_URL and the hidden inputs a browser
// would submit with it, as the SDKs write them (docs/donations.md, "The payment page reader"). Everything else (the
// SDKs' auto-submit script, a style, a refresh, a frame, other forms, text) is dropped unread: only the
// fields go further, into our form, posting to our configured address. Refused: no such form, two of
// them, or fields we cannot pass on exactly (a field to fill in, a repeated or over-long one).

export interface PaymentForm {
  /** Always the configured gateway address, never the page's own spelling of it. */
  action: string;
  /** The hidden inputs in document order. */
  fields: Array<[string, string]>;
}

export type PaymentPageRead =
  { ok: true; form: PaymentForm; tradeNo: string | null } | { ok: false; reason: string; tradeNo: string | null };

/** The little of a parsed element the rules read: what parse5 and the browser's DOM both give. */
export interface PageElement {
  /** The local name (lower-case for HTML elements). */
  name: string;
  /** In the HTML namespace: an <input> inside <svg> is an SVG element, which no browser submits. */
  isHtml: boolean;
  /** An attribute's value, character references decoded by the parser; null when absent. */
  attribute(name: string): string | null;
  /** The child elements in order; a <template>'s content is not among them (it is never submitted). */
  children(): PageElement[];
}

/** A parser's document element for a page; it may refuse the page by throwing a PageRefusal. */
export type ParsePage = (html: string) => PageElement;

/** Why a page is refused, thrown by the rules or by a parser that stops at MAX_PARSER_NODES. */
export class PageRefusal extends Error {}

/** A payment page is one small form; anything far larger is not what the contract promises. */
export const MAX_PAYMENT_PAGE_CHARS = 256 * 1024;
/** At most this many "<" (an upper bound of its tags): the SDKs' pages have a few dozen. */
const MAX_TAGS = 2000;
/**
 * The nodes a parser may build for a page: each ParsePage stops there (parse5 counting as it builds, the
 * browser's DOMParser, which cannot be stopped, by the page's worst case before it starts).
 */
export const MAX_PARSER_NODES = 16_000;
export const tooManyNodes = (budget = MAX_PARSER_NODES): PageRefusal =>
  new PageRefusal(`the parser would build more than ${budget} nodes`);
const MAX_FIELDS = 64;
/**
 * Elements nested deeper than this refuse the page: a payment form sits a few levels down, and browsers
 * stop nesting far below what parse5 builds (Chromium at 512 levels), so past it their trees differ.
 */
const MAX_DEPTH = 100;
const MAX_VALUE_CHARS = 4096;
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;
/** Inputs that carry no data of their own: the button we rebuild replaces them. */
const INPUT_TYPES_IGNORED = new Set(["submit", "button", "image", "reset"]);
/**
 * Refused inside the form: a field a visitor would fill in (our rebuilt form shows none); a <noscript>,
 * whose inputs a browser submits only with scripts off; a form inside the form (only odd mis-nesting
 * makes one), whose fields are that other form's.
 */
const REFUSED_INSIDE = new Set(["textarea", "select", "noscript", "form"]);

/** The form of a payment page, or why the page is refused (with the order number when it was readable). */
export function readPaymentPage(html: string, gatewayUrl: string, parse: ParsePage): PaymentPageRead {
  const fields: Array<[string, string]> = [];
  try {
    if (html.length > MAX_PAYMENT_PAGE_CHARS)
      throw new PageRefusal(`page larger than ${MAX_PAYMENT_PAGE_CHARS} characters`);
    if (html.split("<", MAX_TAGS + 2).length > MAX_TAGS + 1) throw new PageRefusal(`more than ${MAX_TAGS} tags`);
    const forms = htmlElements(parse(html)).filter((e) => e.name === "form" && postsToGateway(e, gatewayUrl));
    const [form] = forms;
    if (!form) throw new PageRefusal("no form posts to the configured gateway");
    for (const element of htmlElements(form).slice(1)) readInside(element, fields);
    if (forms.length > 1) throw new PageRefusal("two forms post to the gateway");
    if (fields.length === 0) throw new PageRefusal("the form has no fields");
    return { ok: true, form: { action: gatewayUrl, fields }, tradeNo: tradeNoOf(fields) };
  } catch (error) {
    if (error instanceof PageRefusal) return { ok: false, reason: error.message, tradeNo: tradeNoOf(fields) };
    throw error;
  }
}

/**
 * `root` and the HTML elements under it in tree order; an SVG or MathML element's own children still count.
 * A loop, not recursion: a hostile page's depth must not decide how deep our stack goes.
 */
function htmlElements(root: PageElement): PageElement[] {
  const found: PageElement[] = [];
  const pending: Array<{ element: PageElement; depth: number }> = [{ element: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { element, depth } = next;
    if (depth > MAX_DEPTH) throw new PageRefusal(`elements nested more than ${MAX_DEPTH} deep`);
    if (element.isHtml) found.push(element);
    const children = element.children();
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) pending.push({ element: child, depth: depth + 1 });
    }
  }
  return found;
}

/** An element inside the gateway form: a hidden input becomes a field; a field to fill in refuses the page. */
function readInside(element: PageElement, fields: Array<[string, string]>): void {
  if (REFUSED_INSIDE.has(element.name)) throw new PageRefusal(`a <${element.name}> in the form`);
  // Which of the fields after it a browser would still send depends on legends and nesting: not guessed.
  if (element.name === "fieldset" && element.attribute("disabled") !== null)
    throw new PageRefusal("a disabled fieldset");
  if (element.name !== "input") return;
  // An enumerated attribute: browsers match it without case and without trimming.
  const type = (element.attribute("type") ?? "text").toLowerCase();
  // Browsers do not send a disabled input, so neither do we.
  if (INPUT_TYPES_IGNORED.has(type) || element.attribute("disabled") !== null) return;
  if (type !== "hidden") throw new PageRefusal(`an input of type "${type.slice(0, 20)}"`);
  // Browsers would submit such an input with that other form, not this one.
  if (element.attribute("form") !== null) throw new PageRefusal("an input that names another form");
  const name = element.attribute("name") ?? "";
  const value = element.attribute("value") ?? "";
  if (!FIELD_NAME.test(name)) throw new PageRefusal(`a field named "${name.slice(0, 70)}"`);
  if (fields.some(([known]) => known === name)) throw new PageRefusal(`the field ${name} appears twice`);
  if (value.length > MAX_VALUE_CHARS) throw new PageRefusal(`the field ${name} is too long`);
  if (fields.length >= MAX_FIELDS) throw new PageRefusal(`more than ${MAX_FIELDS} fields`);
  fields.push([name, value]);
}

/** A form that a browser would post to the configured gateway (its own spelling of the address aside). */
function postsToGateway(form: PageElement, gatewayUrl: string): boolean {
  const action = form.attribute("action");
  return form.attribute("method")?.toLowerCase() === "post" && action !== null && sameAddress(action, gatewayUrl);
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

function tradeNoOf(fields: Array<[string, string]>): string | null {
  const value = fields.find(([name]) => name === "MerchantTradeNo")?.[1] ?? "";
  return /^[A-Za-z0-9]{1,20}$/.test(value) ? value : null;
}
