// A small HTML tokenizer for reading generated documents (the payment page) the way a browser's
// tokenizer splits them: start and end tags with their attributes, and text. The content of raw-text
// elements (script, style, iframe, textarea...) is one opaque text run, so markup written inside a
// script is never read as tags; comments, doctypes and processing instructions are skipped. Attribute
// values stay raw: a caller decodes only the ones it uses, strictly (decodeReferences). The one thing
// it refuses is a tag that never ends (an unclosed quote runs to the end of the page), because where
// that tag's fields stop cannot be known. It reads; it never renders.

export interface Attribute {
  name: string;
  /** As written, character references not decoded. */
  raw: string;
}

export type HtmlToken =
  | {
      type: "start";
      name: string;
      /** First occurrence of each name, as browsers keep them. */
      attributes: Attribute[];
      /** Names written more than once on this tag (browsers ignore the later ones). */
      repeated: string[];
    }
  | { type: "end"; name: string }
  | { type: "text"; text: string };

export class HtmlTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HtmlTokenError";
  }
}

const TAG_NAME = /[a-zA-Z][^\t\n\f\r />]*/y;
const ATTRIBUTE_NAME = /[^\t\n\f\r />][^\t\n\f\r />=]*/y;
const UNQUOTED_VALUE = /[^\t\n\f\r >]*/y;
const SPACE = /[\t\n\f\r ]*/y;
/** Elements whose content is text up to their own end tag, whatever it looks like. */
const RAW_TEXT = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title"]);
const NAMED = {
  amp: "&",
  AMP: "&",
  lt: "<",
  LT: "<",
  gt: ">",
  GT: ">",
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: "\u00a0",
};
/** The names browsers also read without a ";" (the HTML standard's legacy references). */
const LEGACY = new Set(
  (
    "AElig AMP Aacute Acirc Agrave Aring Atilde Auml COPY Ccedil ETH Eacute Ecirc Egrave Euml GT Iacute Icirc " +
    "Igrave Iuml LT Ntilde Oacute Ocirc Ograve Oslash Otilde Ouml QUOT REG THORN Uacute Ucirc Ugrave Uuml Yacute " +
    "aacute acirc acute aelig agrave amp aring atilde auml brvbar ccedil cedil cent copy curren deg divide eacute " +
    "ecirc egrave eth euml frac12 frac14 frac34 gt iacute icirc iexcl igrave iquest iuml laquo lt macr micro " +
    "middot nbsp not ntilde oacute ocirc ograve ordf ordm oslash otilde ouml para plusmn pound quot raquo reg sect " +
    "shy sup1 sup2 sup3 szlig thorn times uacute ucirc ugrave uml uuml yacute yen yuml"
  ).split(" "),
);

function isNamed(name: string): name is keyof typeof NAMED {
  return Object.hasOwn(NAMED, name);
}

/**
 * Decodes character references in an attribute value as browsers do: "&from=x" (what SDKs that do
 * not escape leave in a URL) and a bare "&" stay as written. A reference a browser would decode but
 * this small table does not know, or an invalid one, is an error: the value could not be read exactly.
 */
export function decodeReferences(raw: string): string {
  return raw.replace(
    /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([a-zA-Z0-9]+)(;?))/g,
    (
      whole: string,
      hex: string | undefined,
      decimal: string | undefined,
      name: string | undefined,
      semi: string | undefined,
      at: number,
    ) => {
      if (name !== undefined) {
        if (semi === "") {
          // Without ";", only a legacy name decodes, and in a value not when "=" follows.
          if (!LEGACY.has(name) || raw[at + whole.length] === "=") return whole;
        }
        if (isNamed(name)) return NAMED[name];
        if (semi === "" || /^[a-zA-Z][a-zA-Z0-9]*$/.test(name))
          throw new HtmlTokenError(`unknown character reference "${whole.slice(0, 20)}"`);
        return whole;
      }
      const code = hex !== undefined ? Number.parseInt(hex.slice(0, 8), 16) : Number((decimal ?? "").slice(0, 8));
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        throw new HtmlTokenError(`invalid character reference "${whole.slice(0, 20)}"`);
      return String.fromCodePoint(code);
    },
  );
}

function readAt(pattern: RegExp, html: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(html)?.[0] ?? "";
}

/** Splits a document into tokens; throws HtmlTokenError only for a tag that never ends. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt === -1) {
      tokens.push({ type: "text", text: html.slice(at) });
      break;
    }
    if (lt > at) tokens.push({ type: "text", text: html.slice(at, lt) });
    at = lt;
    const next = html[at + 1] ?? "";
    if (html.startsWith("<!--", at)) {
      at = commentEnd(html, at + 4);
    } else if (next === "!" || next === "?" || (next === "/" && !/[a-zA-Z]/.test(html[at + 2] ?? ""))) {
      // A doctype, a processing instruction, CDATA or "</>": skipped up to the next ">", as browsers do.
      const close = html.indexOf(">", at);
      at = close === -1 ? html.length : close + 1;
    } else if (next === "/") {
      const name = readAt(TAG_NAME, html, at + 2);
      at = readTag(html, at + 2 + name.length, name).next;
      tokens.push({ type: "end", name: name.toLowerCase() });
    } else if (/[a-zA-Z]/.test(next)) {
      const name = readAt(TAG_NAME, html, at + 1).toLowerCase();
      const tag = readTag(html, at + 1 + name.length, name);
      tokens.push({ type: "start", name, attributes: tag.attributes, repeated: tag.repeated });
      at = tag.next;
      if (RAW_TEXT.has(name)) at = rawTextEnd(html, at, name, tokens);
      else if (name === "plaintext") at = html.length;
    } else {
      // "<" that opens nothing ("a < b") is text.
      tokens.push({ type: "text", text: "<" });
      at += 1;
    }
  }
  return tokens;
}

/** Where a comment opened before `from` ends: "-->" or "--!>", "<!-->" and "<!--->"; unclosed, the end. */
function commentEnd(html: string, from: number): number {
  if (html.startsWith(">", from)) return from + 1;
  if (html.startsWith("->", from)) return from + 2;
  // One pass from `from`: each "--" is looked at once, so many comments stay linear in the page's length.
  for (let dash = html.indexOf("--", from); dash !== -1; dash = html.indexOf("--", dash + 1)) {
    if (html.startsWith("-->", dash)) return dash + 3;
    if (html.startsWith("--!>", dash)) return dash + 4;
  }
  return html.length;
}

/** Pushes the raw text of `name` as one text token; returns where its end tag starts (or the end). */
function rawTextEnd(html: string, from: number, name: string, tokens: HtmlToken[]): number {
  const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, "ig");
  close.lastIndex = from;
  const found = close.exec(html);
  const end = found ? found.index : html.length;
  if (end > from) tokens.push({ type: "text", text: html.slice(from, end) });
  return end;
}

/** Reads attributes up to ">"; returns them and the index after the tag. */
function readTag(html: string, from: number, name: string) {
  const attributes: Attribute[] = [];
  const repeated: string[] = [];
  const names = new Set<string>();
  let at = from;
  for (;;) {
    at += readAt(SPACE, html, at).length;
    if (at >= html.length) throw new HtmlTokenError(`<${name.slice(0, 20)}> never ends`);
    if (html[at] === ">") return { attributes, repeated, next: at + 1 };
    if (html[at] === "/") {
      at++;
      continue;
    }
    const attributeName = readAt(ATTRIBUTE_NAME, html, at);
    at += attributeName.length;
    at += readAt(SPACE, html, at).length;
    let raw = "";
    if (html[at] === "=") {
      at++;
      at += readAt(SPACE, html, at).length;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close === -1) throw new HtmlTokenError(`an attribute value in <${name.slice(0, 20)}> never ends`);
        raw = html.slice(at + 1, close);
        at = close + 1;
      } else {
        raw = readAt(UNQUOTED_VALUE, html, at);
        at += raw.length;
      }
    }
    const lower = attributeName.toLowerCase();
    if (names.has(lower)) repeated.push(lower);
    else {
      names.add(lower);
      attributes.push({ name: lower, raw });
    }
  }
}
