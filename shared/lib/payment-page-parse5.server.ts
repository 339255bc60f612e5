// The payment page reader on the server (the no-JavaScript post, and the page the browser's call is
// answered with): parse5 builds the tree the WHATWG parser builds, and the rules in payment-page.ts
// read it. Scripting is off while parsing, as in the browser's DOMParser, so both paths see one tree.
import { defaultTreeAdapter, html, parse, type DefaultTreeAdapterTypes } from "parse5";
import { readPaymentPage, type PageElement, type PaymentPageRead } from "./payment-page.js";

function isElement(node: DefaultTreeAdapterTypes.Node): node is DefaultTreeAdapterTypes.Element {
  return defaultTreeAdapter.isElementNode(node);
}

function view(element: DefaultTreeAdapterTypes.Element): PageElement {
  return {
    name: element.tagName,
    isHtml: element.namespaceURI === html.NS.HTML,
    // Only un-namespaced attributes: getAttribute in a browser would not match `xlink:href` by `href` either.
    attribute: (name) => element.attrs.find((a) => a.name === name && a.namespace === undefined)?.value ?? null,
    // A <template>'s content is a separate fragment in parse5 too, not among its child nodes.
    children: () => element.childNodes.filter(isElement).map(view),
  };
}

function parseWithParse5(page: string): PageElement {
  const document = parse(page, { scriptingEnabled: false });
  // The parser always creates <html>, whatever the page holds.
  const root = document.childNodes.find(isElement);
  if (!root) throw new Error("parse5 built a document without an element");
  return view(root);
}

/** The gateway form of a payment page, or why it is refused: payment-page.ts's rules over parse5's tree. */
export function readPaymentPageOnServer(page: string, gatewayUrl: string): PaymentPageRead {
  return readPaymentPage(page, gatewayUrl, parseWithParse5);
}
