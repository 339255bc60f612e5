// The server side of MemoHtml (shared/ui/memo-html.tsx): a sub-tree's HTML rendered on its own, with the
// page render's router contexts, and remembered by the identity of its data (a WeakMap: a content
// object the content cache replaced takes its HTML with it) and its variant.
import type { Context, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";
import type { HtmlMemo, MemoFragment } from "../../shared/ui/memo-html.js";
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

/** A bound on the variants kept per data object: a variant is a page kind, never a visitor's input. */
const MAX_VARIANTS = 16;

// What React writes for a Suspense boundary it could not finish: such HTML is not the sub-tree's.
const UNFINISHED = /<!--\$[!?]-->/;

/** `onOutcome`: each lookup, remembered ("hit") or rendered now ("miss"). */
export function createHtmlMemo(onOutcome: (outcome: "hit" | "miss") => void = () => {}): HtmlMemo {
  const remembered = new WeakMap<object, Map<string, MemoFragment>>();
  return {
    contexts: ROUTER_CONTEXTS,
    known(data, variant) {
      const fragment = remembered.get(data)?.get(variant);
      if (fragment) onOutcome("hit");
      return fragment;
    },
    render(data, variant, children, contextValues) {
      onOutcome("miss");
      const tree = ROUTER_CONTEXTS.reduceRight<ReactNode>(
        (inner, RouterContext, index) => <RouterContext value={contextValues[index]}>{inner}</RouterContext>,
        children,
      );
      let html: string;
      try {
        // React supports a synchronous render inside another (it restores the outer render's state).
        html = renderToString(tree);
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
