// The payment page reader over the browser's DOMParser (docs/donations.md). Every read goes through the
// prototypes: a form exposes its named fields as properties hiding its own (an input named "children").
import { worstCaseParserNodes } from "./parser-node-bound.js";
import {
  MAX_PARSER_NODES,
  readPaymentPage,
  tooManyNodes,
  type PageElement,
  type PaymentPageRead,
} from "./payment-page.js";

/** The getter `Type.prototype` defines for `key`, called on `target` whatever `target`'s own properties say. */
function read(prototype: object, key: string, target: object): unknown {
  return Object.getOwnPropertyDescriptor(prototype, key)?.get?.call(target);
}

function view(element: Element): PageElement {
  const name = read(Element.prototype, "localName", element);
  return {
    name: typeof name === "string" ? name : "",
    isHtml: read(Element.prototype, "namespaceURI", element) === "http://www.w3.org/1999/xhtml",
    attribute: (attribute) => Element.prototype.getAttribute.call(element, attribute),
    // A <template>'s content lives in its own fragment, not among its children.
    children: () => {
      const children = read(Element.prototype, "children", element);
      return children instanceof HTMLCollection ? Array.from(children, view) : [];
    },
  };
}

function parseWithDomParser(page: string): PageElement {
  // DOMParser cannot be stopped mid-way: a page it could build too much of is refused before it starts.
  if (worstCaseParserNodes(page) > MAX_PARSER_NODES) throw tooManyNodes();
  const document = new DOMParser().parseFromString(page, "text/html");
  const root = read(Document.prototype, "documentElement", document);
  if (!(root instanceof Element)) throw new Error("DOMParser built a document without an element");
  return view(root);
}

export function readPaymentPageInBrowser(page: string, gatewayUrl: string): PaymentPageRead {
  return readPaymentPage(page, gatewayUrl, parseWithDomParser);
}
