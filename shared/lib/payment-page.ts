// Reads the gateway form's hidden fields out of an untrusted payment page, over either parser's tree;
// everything else is dropped unread (docs/donations.md, "The payment page reader").

export interface PaymentForm {
  /** Always the configured gateway address, never the page's own spelling of it. */
  action: string;
  fields: Array<[string, string]>;
}

export type PaymentPageRead =
  { ok: true; form: PaymentForm; tradeNo: string | null } | { ok: false; reason: string; tradeNo: string | null };

export interface PageElement {
  name: string;
  /** In the HTML namespace: an <input> inside <svg> is an SVG element, which no browser submits. */
  isHtml: boolean;
  attribute(name: string): string | null;
  /** The child elements in order; a <template>'s content is not among them (it is never submitted). */
  children(): PageElement[];
}

export type ParsePage = (html: string) => PageElement;

export class PageRefusal extends Error {}

/** A payment page is one small form; anything far larger is not what the contract promises. */
export const MAX_PAYMENT_PAGE_CHARS = 256 * 1024;
/** At most this many "<" (an upper bound of its tags): the SDKs' pages have a few dozen. */
const MAX_TAGS = 2000;
export const MAX_PARSER_NODES = 16_000;
export const tooManyNodes = (budget = MAX_PARSER_NODES): PageRefusal =>
  new PageRefusal(`the parser would build more than ${budget} nodes`);
const MAX_FIELDS = 64;
/** Browsers stop nesting far below parse5 (Chromium at 512), so past this their trees could differ. */
const MAX_DEPTH = 100;
const MAX_VALUE_CHARS = 4096;
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;
const INPUT_TYPES_IGNORED = new Set(["submit", "button", "image", "reset"]);
/** A field to fill in (ours shows none), a <noscript> (sent only with scripts off), another form's fields. */
const REFUSED_INSIDE = new Set(["textarea", "select", "noscript", "form"]);

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

/** A loop, not recursion: a hostile page's depth must not decide how deep our stack goes. */
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

function postsToGateway(form: PageElement, gatewayUrl: string): boolean {
  const action = form.attribute("action");
  return form.attribute("method")?.toLowerCase() === "post" && action !== null && sameAddress(action, gatewayUrl);
}

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
