// The payment page reader over parse5, scripting off as in DOMParser (docs/donations.md). The adapter stops
// at MAX_PARSER_NODES: hostile kilobytes can build millions of nodes (docs/security.md).
import {
  defaultTreeAdapter,
  html,
  parse,
  type DefaultTreeAdapterMap,
  type DefaultTreeAdapterTypes,
  type TreeAdapter,
} from "parse5";
import {
  MAX_PARSER_NODES,
  readPaymentPage,
  tooManyNodes,
  type PageElement,
  type PaymentPageRead,
} from "./payment-page.js";

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

function budgetedAdapter(budget: number): TreeAdapter<DefaultTreeAdapterMap> {
  let created = 0;
  const counted =
    <A extends unknown[], R>(create: (...args: A) => R) =>
    (...args: A): R => {
      created += 1;
      if (created > budget) throw tooManyNodes(budget);
      return create(...args);
    };
  const d = defaultTreeAdapter;
  return {
    ...d,
    createElement: counted(d.createElement.bind(d)),
    createCommentNode: counted(d.createCommentNode.bind(d)),
    createDocumentFragment: counted(d.createDocumentFragment.bind(d)),
    insertText: counted(d.insertText.bind(d)),
    insertTextBefore: counted(d.insertTextBefore.bind(d)),
  };
}

export function parsePageWithParse5(page: string, budget = MAX_PARSER_NODES): PageElement {
  const document = parse(page, { scriptingEnabled: false, treeAdapter: budgetedAdapter(budget) });
  // The parser always creates <html>, whatever the page holds.
  const root = document.childNodes.find(isElement);
  if (!root) throw new Error("parse5 built a document without an element");
  return view(root);
}

export function readPaymentPageOnServer(page: string, gatewayUrl: string): PaymentPageRead {
  return readPaymentPage(page, gatewayUrl, (html) => parsePageWithParse5(html));
}
