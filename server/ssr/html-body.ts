// The body of a streamed page. React writes many small chunks and asks for a flush after each burst;
// they are gathered and sent once per burst, gzipped. When the render ends within its first burst
// (the usual case: every loader has finished before rendering starts) the page is compressed in one
// call and sent with a Content-Length; otherwise a gzip stream is flushed per burst, so a browser
// gets the shell before the render ends. Per-response brotli streams are not used: their native
// state (megabytes per stream) made V8 run a mark-compact every few dozen requests.
import type { ServerResponse } from "node:http";
import { createGzip, gzipSync, type Gzip } from "node:zlib";

/** Level 6: the bytes of brotli quality 4 on this site's pages, at about two thirds of its CPU. */
export const HTML_GZIP_LEVEL = 6;

export interface HtmlBody {
  write(chunk: string | Uint8Array): void;
  /** The end of a burst: what was written goes out soon (on the next turn of the event loop). */
  flush(): void;
  end(last: string): void;
}

export function createHtmlBody(res: ServerResponse, gzip: boolean): HtmlBody {
  let pending: (string | Uint8Array)[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  let stream: Gzip | null = null;
  let ended = false;

  const take = (): Buffer => {
    const parts = pending.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : part));
    pending = [];
    return parts.length === 1 && Buffer.isBuffer(parts[0]) ? parts[0] : Buffer.concat(parts);
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
    if (!gzip) {
      res.write(take());
      return;
    }
    stream ??= openStream();
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
      else if (!gzip && res.headersSent) res.end(rest);
      else {
        const body = gzip ? gzipSync(rest, { level: HTML_GZIP_LEVEL }) : rest;
        res.setHeader("content-length", body.length);
        res.end(body);
      }
    },
  };
}
