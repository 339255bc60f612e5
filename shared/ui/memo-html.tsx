// Server HTML remembered per content. A sub-tree whose markup depends only on `data` (an object from the
// content cache, which stays the same object while its content is unchanged, or a module constant for a
// static part) and `variant` is rendered once per pair on the server; later renders reuse its HTML. The
// browser renders and hydrates it like any other element. What the server may remember, and the rules a
// sub-tree must keep: docs/render-performance.md, "Fragments".
import { createContext, use, type Context, type HTMLAttributes, type ReactNode } from "react";

export interface MemoFragment {
  /** The sub-tree's markup, without its root element. */
  body: string;
  /** What React hoisted out of the sub-tree for <head> (the preload hints of its eager images). */
  headTags: string;
}

export interface HtmlMemo {
  /**
   * The contexts whose values in the page's render MemoHtml hands over: those a remembered sub-tree may
   * read (its own render gets them), then, when checking, every other one it could read.
   */
  readonly contexts: readonly Context<unknown>[];
  /** The fragment remembered for the pair, if any (counted as a hit). */
  known(data: object, variant: string): MemoFragment | undefined;
  /** Renders and remembers the sub-tree; null when it cannot be rendered on its own (it renders in place). */
  render(data: object, variant: string, children: ReactNode, contextValues: readonly unknown[]): MemoFragment | null;
  /**
   * Development and test builds only (null in production): renders the sub-tree as it would render in
   * place, with every context's value here, and throws, naming the fragment and the first differing
   * offset, when that differs from the fragment used.
   */
  readonly check:
    ((fragment: MemoFragment, name: string, children: ReactNode, contextValues: readonly unknown[]) => void) | null;
}

/** One page render's use of the memo: the head tags of the fragments it used, in document order. */
export interface PageMemo {
  memo: HtmlMemo;
  headTags: Set<string>;
}

/** Provided by the server's page render only: in the browser, and with the memo off, children render in place. */
export const HtmlMemoContext = createContext<PageMemo | null>(null);

export interface MemoHtmlProps extends HTMLAttributes<HTMLElement> {
  /** The element the sub-tree's HTML goes in: the part's own root element, so the page's markup is unchanged. */
  as: "header" | "footer" | "section" | "nav" | "div" | "ul";
  /** Everything the children's markup depends on, besides `variant`. */
  data: object;
  /** What else the markup depends on (e.g. which page it is on); "" when nothing. */
  variant?: string;
  children: ReactNode;
}

export function MemoHtml({ as: Element, data, variant = "", children, ...attributes }: MemoHtmlProps) {
  const page = use(HtmlMemoContext);
  const memo = page?.memo;
  const known = memo?.known(data, variant);
  // The page's contexts are read only for a render or a check: a remembered fragment needs none of them.
  const contextValues = memo && (!known || memo.check) ? memo.contexts.map((context) => use(context)) : [];
  const fragment = memo && (known ?? memo.render(data, variant, children, contextValues));
  if (!page || !fragment) return <Element {...attributes}>{children}</Element>;
  page.memo.check?.(fragment, fragmentName(Element, attributes, variant), children, contextValues);
  if (fragment.headTags) page.headTags.add(fragment.headTags);
  // React's own rendering of `children` (escaped as React escapes), not upstream HTML.
  // eslint-disable-next-line no-restricted-syntax
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: fragment.body }} />;
}

/** How a failed check names the fragment: its element, class or id, and variant. */
function fragmentName(element: string, { className, id }: HTMLAttributes<HTMLElement>, variant: string): string {
  const classPart = className ? ` class="${className}"` : "";
  const idPart = id ? ` id="${id}"` : "";
  return `<${element}${idPart}${classPart}> (variant "${variant}")`;
}
