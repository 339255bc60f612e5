// A streamed page's body, sent once per React burst: one-call compression when it ends in its first
// burst, else a gzip stream. No brotli stream: its megabytes of native state wait for V8's mark-compact.
import type { ServerResponse } from "node:http";
import { brotliCompressSync, constants, createGzip, gzipSync, type Gzip } from "node:zlib";

export const HTML_GZIP_LEVEL = 6;
/** Cheapest CPU for a few more bytes: stored pages, what most visitors get, use the best quality. */
export const HTML_BROTLI_QUALITY = 0;
const BROTLI_WINDOW_BITS = 18;
/** One-call pages for clients without brotli: gzip level 2 (10% more bytes than level 6, a third of its CPU). */
export const HTML_ONE_CALL_GZIP_LEVEL = 2;

export interface HtmlEncodings {
  br: boolean;
  gzip: boolean;
}

export interface HtmlBody {
  write(chunk: string | Uint8Array): void;
  flush(): void;
  end(last: string): void;
}

function compressWhole(body: Buffer, accepts: HtmlEncodings): { encoding: string | null; bytes: Buffer } {
  if (accepts.br)
    return {
      encoding: "br",
      bytes: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    };
  if (accepts.gzip) return { encoding: "gzip", bytes: gzipSync(body, { level: HTML_ONE_CALL_GZIP_LEVEL }) };
  return { encoding: null, bytes: body };
}

/** The Content-Encoding is chosen when the first bytes go out: the headers must not be sent before. */
export function createHtmlBody(res: ServerResponse, accepts: HtmlEncodings): HtmlBody {
  let pending: (string | Uint8Array)[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  let stream: Gzip | null = null;
  let streaming = false;
  let ended = false;

  const take = (): Buffer => {
    let size = 0;
    for (const part of pending) size += typeof part === "string" ? Buffer.byteLength(part, "utf8") : part.byteLength;
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (const part of pending) {
      if (typeof part === "string") at += out.write(part, at, "utf8");
      else {
        out.set(part, at);
        at += part.byteLength;
      }
    }
    pending = [];
    return out;
  };

  const openStream = (): Gzip => {
    const opened = createGzip({ level: HTML_GZIP_LEVEL });
    opened.pipe(res);
    // A client that leaves mid-render: the compressor has nowhere to write; free its native state.
    res.once("close", () => opened.destroy());
    return opened;
  };

  const sendBurst = () => {
    scheduled = null;
    if (ended || pending.length === 0) return;
    streaming = true;
    if (!accepts.gzip) {
      res.write(take());
      return;
    }
    if (!stream) {
      res.setHeader("content-encoding", "gzip");
      stream = openStream();
    }
    stream.write(take());
    stream.flush();
  };

  return {
    write(chunk) {
      pending.push(chunk);
    },
    flush() {
      scheduled ??= setImmediate(sendBurst);
    },
    end(last) {
      if (ended) return;
      ended = true;
      if (scheduled) clearImmediate(scheduled);
      pending.push(last);
      const rest = take();
      if (stream) stream.end(rest);
      else if (streaming) res.end(rest);
      else {
        const { encoding, bytes } = compressWhole(rest, accepts);
        if (encoding) res.setHeader("content-encoding", encoding);
        res.setHeader("content-length", bytes.length);
        res.end(bytes);
      }
    },
  };
}
