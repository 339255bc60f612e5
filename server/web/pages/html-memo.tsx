// The server side of MemoHtml (shared/ui/memo-html.tsx): a sub-tree's HTML rendered on its own, with the
// page render's router contexts, and remembered by the identity of its data (a WeakMap: a content
// object the content cache replaced takes its HTML with it) and its variant. In development and test
// builds every use of a fragment is checked against a render in place (docs/render-performance.md).
import type { Context, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";
import { NonceContext } from "../../../shared/ui/head/nonce-context.js";
import type { HtmlMemo, MemoFragment } from "../../../shared/ui/memo-html.js";
import { splitHead } from "./head-tags.js";

// Everything react-router's hooks and links read. The nonce is deliberately not among them: a
// remembered sub-tree must not contain one (it would be another request's), and without it a script
// in one would render differently from the page's own render, which test/server/fragment-cache.test.ts
// compares byte for byte.
const ROUTER_CONTEXTS = [
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
] as readonly Context<unknown>[];

/**
 * The other contexts a part could read, given only to the check's render: a part that reads one depends
 * on something beyond its data and variant (the nonce is another request's; the framework context is
 * react-router's framework mode, which this site does not use).
 */
const OTHER_CONTEXTS = [NonceContext, UNSAFE_FrameworkContext] as readonly Context<unknown>[];

/**
 * Development and test builds check every fragment (vitest sets NODE_ENV=test; `npm run dev` builds with
 * NODE_ENV=development); the production build fixes NODE_ENV to "production" (build.mjs), which skips it.
 */
const CHECK_FRAGMENTS = process.env.NODE_ENV !== "production";

/** A bound on the variants kept per data object: a variant is a page kind, never a visitor's input. */
const MAX_VARIANTS = 16;

// What React writes for a Suspense boundary it could not finish: such HTML is not the sub-tree's.
const UNFINISHED = /<!--\$[!?]-->/;

/** `children` inside providers of `contexts`, each with the value at the same index. */
const withContexts = (contexts: readonly Context<unknown>[], values: readonly unknown[], children: ReactNode) =>
  contexts.reduceRight<ReactNode>(
    (inner, PageContext, index) => <PageContext value={values[index]}>{inner}</PageContext>,
    children,
  );

/**
 * `onOutcome`: each lookup, remembered ("hit") or rendered now ("miss"). `check`: render every fragment
 * used in place too, and throw on a difference (off in production builds).
 */
export function createHtmlMemo(
  onOutcome: (outcome: "hit" | "miss") => void = () => {},
  check: boolean = CHECK_FRAGMENTS,
): HtmlMemo {
  const remembered = new WeakMap<object, Map<string, MemoFragment>>();
  return {
    contexts: check ? [...ROUTER_CONTEXTS, ...OTHER_CONTEXTS] : ROUTER_CONTEXTS,
    check: check ? checkFragment : null,
    known(data, variant) {
      const fragment = remembered.get(data)?.get(variant);
      if (fragment) onOutcome("hit");
      return fragment;
    },
    render(data, variant, children, contextValues) {
      onOutcome("miss");
      let html: string;
      try {
        // React supports a synchronous render inside another (it restores the outer render's state).
        html = renderToString(withContexts(ROUTER_CONTEXTS, contextValues, children));
      } catch {
        return null;
      }
      if (UNFINISHED.test(html)) return null;
      // Rendered on its own, the sub-tree's image preloads lead its HTML: the page's <head> takes them.
      const { headTags, body } = splitHead(html);
      const fragment = { headTags, body };
      const variants = remembered.get(data);
      if (!variants) remembered.set(data, new Map([[variant, fragment]]));
      else if (variants.size < MAX_VARIANTS) variants.set(variant, fragment);
      return fragment;
    },
  };
}

/**
 * The fragment against the sub-tree rendered now with every context's value at its place in the page:
 * equal unless the sub-tree depends on something besides its data and variant (another page's URL, a
 * context it is not given, a clock, module state).
 */
function checkFragment(fragment: MemoFragment, name: string, children: ReactNode, contextValues: readonly unknown[]) {
  const inPlace = renderToString(withContexts([...ROUTER_CONTEXTS, ...OTHER_CONTEXTS], contextValues, children));
  const used = fragment.headTags + fragment.body;
  if (inPlace === used) return;
  let offset = 0;
  while (offset < used.length && used[offset] === inPlace[offset]) offset += 1;
  const around = (html: string) => JSON.stringify(html.slice(Math.max(0, offset - 40), offset + 40));
  throw new Error(
    `MemoHtml fragment ${name} depends on more than its data and variant: rendered in place it differs ` +
      `from the remembered HTML at offset ${offset} (remembered ${around(used)}, in place ${around(inPlace)}). ` +
      `Give what it depends on to its variant or data, or leave it out of MemoHtml ` +
      `(docs/render-performance.md, "Fragments").`,
  );
}
