// React rendering of one routed page: to a complete string (cacheable pages) or streamed to the
// response (pages that must not be cached). A deadline aborts a render that hangs.
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString as renderSynchronously } from "react-dom/server";
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import type { RouteObject } from "react-router";
import { NonceContext } from "../../../shared/ui/head/nonce-context.js";
import { HtmlMemoContext, type HtmlMemo, type PageMemo } from "../../../shared/ui/memo-html.js";
import type { HtmlBody } from "./html-body.js";
import { splitHead, splitHeadBytes, type RenderedPage } from "./head-tags.js";

export interface RenderOptions {
  routes: RouteObject[];
  context: StaticHandlerContext;
  /** Only a streamed render has one (its inline scripts); a page rendered whole has none. */
  nonce: string | null;
  timeoutMs: number;
  /** Remembered sub-tree HTML (html-memo.tsx); null renders every part in place. */
  memo: HtmlMemo | null;
}

/** One render's use of the fragment memo; null with the memo off. */
const pageMemoOf = (memo: HtmlMemo | null): PageMemo | null => (memo ? { memo, headTags: new Set() } : null);

/**
 * The head tags of a render: those React hoisted out of the remembered fragments first (they are the
 * top bar's and the first sections', so first in document order, where React puts them), then its own.
 */
const headTagsOf = (pageMemo: PageMemo | null, own: string) =>
  pageMemo && pageMemo.headTags.size > 0 ? [...pageMemo.headTags].join("") + own : own;

function app({ routes, context, nonce }: RenderOptions, pageMemo: PageMemo | null) {
  const router = createStaticRouter(routes, context);
  // hydrate={false}: the hydration data is written after the root element by html-shell, outside React's tree.
  return (
    <HtmlMemoContext value={pageMemo}>
      <NonceContext value={nonce ?? ""}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce ?? undefined} />
      </NonceContext>
    </HtmlMemoContext>
  );
}

/** What a render threw, as an Error for the caller's log (a component may throw anything). */
const renderError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new Error(`render failed: ${String(thrown)}`, { cause: thrown });

/** Waits for everything (all data is loaded before rendering, so there is nothing to stream early). */
export function renderToString(options: RenderOptions): Promise<RenderedPage> {
  const pageMemo = pageMemoOf(options.memo);
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        html += typeof chunk === "string" ? chunk : chunk.toString("utf8");
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        const { headTags, body } = splitHead(html);
        resolve({ headTags: headTagsOf(pageMemo, headTags), body });
        callback();
      },
    });
    const stream = renderToPipeableStream(app(options, pageMemo), {
      nonce: options.nonce ?? undefined,
      // React would move a large finished Suspense boundary (a deferred section) after the page with
      // a script to put it back; the page is sent whole, so every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(renderError(error));
      },
      onError: (error) => {
        clearTimeout(timer);
        reject(renderError(error));
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`render timed out after ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
  });
}

export interface StreamTarget {
  /**
   * The render will stream (something suspended): the nonce for React's inline scripts, which the
   * target also puts into this response's policy.
   */
  streamNonce(): string;
  /**
   * Called once the shell (browsers) or everything (bots) is ready, with the page's head tags (so they
   * go into <head>, in the first bytes sent); returns where to write.
   */
  start(headTags: string): HtmlBody;
  /** The shell failed: nothing has been written yet. */
  fail(error: unknown): void;
  /** Rendering finished: write what follows the React output and end the response. */
  done(body: HtmlBody): void;
}

// What React writes for a Suspense boundary it could not finish: client-rendered (`$!`) or pending (`$?`).
const unfinished = (html: string) => html.includes("<!--$!-->") || html.includes("<!--$?-->");

/**
 * The whole page in one synchronous pass, when nothing in it waits: all route data is loaded before
 * rendering, so that is every page of this site. React's string renderer builds one string, where the
 * stream encodes a thousand small chunks to bytes (a third of a render's CPU). Null when anything
 * suspended or failed: the page is then streamed, which waits for it (and logs the error).
 */
export function renderWhole(options: RenderOptions): RenderedPage | null {
  const pageMemo = pageMemoOf(options.memo);
  let html: string;
  try {
    html = renderSynchronously(app(options, pageMemo));
  } catch {
    return null;
  }
  if (unfinished(html)) return null;
  const { headTags, body } = splitHead(html);
  return { headTags: headTagsOf(pageMemo, headTags), body };
}

/**
 * Browsers get the shell as soon as it is ready, bots wait for everything; a page that does not wait
 * on anything is rendered whole, in one pass, without a nonce. Returns `abort`.
 */
export function renderToStream(
  whole: Omit<RenderOptions, "nonce">,
  isBot: boolean,
  target: StreamTarget,
  onError: (error: unknown) => void,
): (reason: Error) => void {
  const page = renderWhole({ ...whole, nonce: null });
  if (page) {
    const body = target.start(page.headTags);
    body.write(page.body);
    target.done(body);
    return () => undefined;
  }
  const options: RenderOptions = { ...whole, nonce: target.streamNonce() };
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    // The first burst (the shell) is held until React flushes it, so its head tags can be moved
    // into <head> before anything is sent; later bursts go to the body as they come.
    let first: Uint8Array[] | null = [];
    let body: HtmlBody | null = null;
    const release = (): HtmlBody => {
      if (body) return body;
      const { headTags, rest } = splitHeadBytes(Buffer.concat(first ?? []));
      first = null;
      body = target.start(headTagsOf(pageMemo, headTags));
      body.write(rest);
      return body;
    };
    const sink = Object.assign(
      new Writable({
        write(chunk: Uint8Array, _encoding, callback) {
          if (first) first.push(chunk);
          else body?.write(chunk);
          callback();
        },
        final(callback) {
          clearTimeout(timer);
          target.done(release());
          callback();
        },
      }),
      // React calls flush() after each burst: the burst goes out then, not chunk by chunk.
      { flush: () => release().flush() },
    );
    stream.pipe(sink);
  };
  const pageMemo = pageMemoOf(options.memo);
  const stream = renderToPipeableStream(app(options, pageMemo), {
    nonce: options.nonce ?? undefined,
    onShellReady: () => {
      if (!isBot) begin();
    },
    onAllReady: () => begin(),
    onShellError: (error) => {
      clearTimeout(timer);
      target.fail(error);
    },
    onError,
  });
  const timer = setTimeout(
    () => stream.abort(new Error(`render timed out after ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  return (reason) => {
    clearTimeout(timer);
    stream.abort(reason);
  };
}
