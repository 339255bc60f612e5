// One routed page through React's stream renderer: collected whole for the page cache, or streamed.
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from "react-router";
import type { HtmlBody } from "./html-body.js";
import { splitHead, splitHeadBytes, type RenderedPage } from "./head-tags.js";

export interface RenderOptions {
  routes: RouteObject[];
  context: StaticHandlerContext;
  timeoutMs: number;
}

// hydrate={false}: the hydration data is written after the root element by html-shell, outside React's tree.
function page({ routes, context }: RenderOptions) {
  return <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />;
}

const renderError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new Error(`render failed: ${String(thrown)}`, { cause: thrown });

/** React moves a larger finished boundary after the page with an inline script; ours never need that. */
const KEEP_BOUNDARIES_IN_PLACE = Number.POSITIVE_INFINITY;

export function collectRender(options: RenderOptions): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        html += typeof chunk === "string" ? chunk : chunk.toString("utf8");
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(splitHead(html));
        callback();
      },
    });
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(renderError(error));
    };
    const stream = renderToPipeableStream(page(options), {
      progressiveChunkSize: KEEP_BOUNDARIES_IN_PLACE,
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`render timed out after ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
  });
}

export interface StreamTarget {
  /** The shell (browsers) or everything (bots) is ready: head tags, and whether React writes scripts. */
  start(headTags: string, scripts: boolean): HtmlBody;
  fail(error: unknown): void;
  done(body: HtmlBody): void;
}

// A boundary React could not finish before the shell went out: it sends the rest later, with scripts.
const PENDING_BOUNDARY = "<!--$?-->";

/** Streams a page to one visitor; `nonce` goes on React's inline scripts, written only on suspense. */
export function streamRender(
  options: RenderOptions,
  nonce: string,
  isBot: boolean,
  target: StreamTarget,
  onError: (error: unknown) => void,
): (reason: Error) => void {
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
      const shell = Buffer.concat(first ?? []);
      first = null;
      const { headTags, rest } = splitHeadBytes(shell);
      body = target.start(headTags, shell.includes(PENDING_BOUNDARY) || shell.includes(`nonce="${nonce}"`));
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
  const stream = renderToPipeableStream(page(options), {
    nonce,
    progressiveChunkSize: KEEP_BOUNDARIES_IN_PLACE,
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
