// A deliberately small HTML tokenizer for plain generated documents (the payment page): tags with
// attributes, text, comments and a doctype. Anything it does not fully understand (a "<" that
// opens nothing it knows, an unclosed quote or comment, an unknown character reference) is an
// error rather than a guess, so a caller never acts on a misread page. It reads; it never renders.
// RCDATA and raw-text elements other than <title> are not handled: callers refuse them by name.

export interface Attribute {
  name: string;
  value: string;
}

export type HtmlToken =
  | { type: "start"; name: string; attributes: Attribute[] }
  | { type: "end"; name: string }
  | { type: "text"; text: string };

export class HtmlTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HtmlTokenError";
  }
}

const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;
const ATTRIBUTE_NAME = /[^\s"'>/=<`]+/y;
const UNQUOTED_VALUE = /[^\s"'>=<`]+/y;
const SPACE = /[\t\n\f\r ]*/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)[\t\n\f\r ]*>/y;
const DOCTYPE = /<!doctype[\t\n\f\r ]+html[\t\n\f\r ]*>/iy;
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" } as const;

function isNamed(name: string): name is keyof typeof NAMED {
  return Object.hasOwn(NAMED, name);
}

/** Decodes character references in an attribute value; an unknown or invalid one is an error. */
export function decodeReferences(raw: string): string {
  return raw.replace(/&([^;&\s]*;?)/g, (whole, body: string) => {
    if (body === "" || !/^[#a-zA-Z0-9]/.test(body)) return whole; // a bare "&" stands for itself
    const match = /^(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));$/.exec(body);
    if (!match) throw new HtmlTokenError(`unclear character reference "${whole.slice(0, 20)}"`);
    const [, decimal, hex, name] = match;
    if (name !== undefined) {
      if (!isNamed(name)) throw new HtmlTokenError(`unknown character reference "&${name};"`);
      return NAMED[name];
    }
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? "", 16);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      throw new HtmlTokenError(`invalid character reference "${whole}"`);
    return String.fromCodePoint(code);
  });
}

function readAt(pattern: RegExp, html: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(html);
}

/** Splits a document into tokens; throws HtmlTokenError on anything outside the plain subset. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt !== at) {
      const end = lt === -1 ? html.length : lt;
      tokens.push({ type: "text", text: html.slice(at, end) });
      at = end;
      continue;
    }
    if (html.startsWith("<!--", at)) {
      const close = html.indexOf("-->", at + 4);
      if (close === -1) throw new HtmlTokenError("unclosed comment");
      at = close + 3;
      continue;
    }
    const doctype = readAt(DOCTYPE, html, at);
    if (doctype) {
      at += doctype[0].length;
      continue;
    }
    const end = readAt(END_TAG, html, at);
    if (end) {
      tokens.push({ type: "end", name: (end[1] ?? "").toLowerCase() });
      at += end[0].length;
      continue;
    }
    const name = readAt(TAG_NAME, html, at + 1);
    if (!name) throw new HtmlTokenError(`unexpected markup at ${at}: "${html.slice(at, at + 12)}"`);
    at = readStartTag(html, at + 1 + name[0].length, name[0].toLowerCase(), tokens);
    const last = tokens[tokens.length - 1];
    // <title> holds text up to its end tag, whatever it looks like.
    if (last?.type === "start" && last.name === "title") {
      const close = html.toLowerCase().indexOf("</title", at);
      if (close === -1) throw new HtmlTokenError("unclosed <title>");
      tokens.push({ type: "text", text: html.slice(at, close) });
      at = close;
    }
  }
  return tokens;
}

/** Reads attributes up to ">" or "/>"; pushes the start tag and returns the index after it. */
function readStartTag(html: string, from: number, name: string, tokens: HtmlToken[]): number {
  const attributes: Attribute[] = [];
  let at = from;
  for (;;) {
    at += readAt(SPACE, html, at)?.[0].length ?? 0;
    if (html.startsWith("/>", at)) return push(at + 2);
    if (html[at] === ">") return push(at + 1);
    if (at >= html.length) throw new HtmlTokenError(`unclosed <${name}>`);
    if (html[at] === "/") {
      at++;
      continue;
    }
    const attribute = readAt(ATTRIBUTE_NAME, html, at);
    if (!attribute) throw new HtmlTokenError(`unexpected "${html[at] ?? ""}" in <${name}>`);
    const attributeName = attribute[0].toLowerCase();
    at += attribute[0].length;
    at += readAt(SPACE, html, at)?.[0].length ?? 0;
    let value = "";
    if (html[at] === "=") {
      at++;
      at += readAt(SPACE, html, at)?.[0].length ?? 0;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close === -1) throw new HtmlTokenError(`unclosed attribute value in <${name}>`);
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        const unquoted = readAt(UNQUOTED_VALUE, html, at);
        if (!unquoted) throw new HtmlTokenError(`missing attribute value in <${name}>`);
        value = unquoted[0];
        at += value.length;
      }
    }
    if (attributes.some((a) => a.name === attributeName))
      throw new HtmlTokenError(`repeated attribute "${attributeName}" in <${name}>`);
    attributes.push({ name: attributeName, value: decodeReferences(value) });
  }

  function push(next: number): number {
    tokens.push({ type: "start", name, attributes });
    return next;
  }
}
