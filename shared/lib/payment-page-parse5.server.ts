// The payment page reader on the server (the no-JavaScript post, and the page the browser's call is
// answered with): parse5 builds the tree the WHATWG parser builds, and the rules in payment-page.ts
// read it. Scripting is off while parsing, as in the browser's DOMParser, so both paths see one tree.
// The tree adapter counts what the parser creates and stops it at MAX_PARSER_NODES: a few hostile
// kilobytes can make the tree builder copy formatting elements into millions of nodes (docs/security.md).
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

/** parse5's own adapter, refusing the page once it has been asked for more than `budget` nodes. */
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

/** The page's document element, built by parse5 within `budget` nodes (a PageRefusal past it). */
export function parsePageWithParse5(page: string, budget = MAX_PARSER_NODES): PageElement {
  const document = parse(page, { scriptingEnabled: false, treeAdapter: budgetedAdapter(budget) });
  // The parser always creates <html>, whatever the page holds.
  const root = document.childNodes.find(isElement);
  if (!root) throw new Error("parse5 built a document without an element");
  return view(root);
}

/** The gateway form of a payment page, or why it is refused: payment-page.ts's rules over parse5's tree. */
export function readPaymentPageOnServer(page: string, gatewayUrl: string): PaymentPageRead {
  return readPaymentPage(page, gatewayUrl, (html) => parsePageWithParse5(html));
}
