// React emits a page's <title>/<meta>/<link> (image preloads among them) before the first element when
// rendering into a container; in a complete render they are split off and moved to <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

/** Splits a render's leading <title>/<meta>/<link> tags from the rest. */
export function splitHead(html: string): RenderedPage {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? "";
  return { headTags: head, body: html.slice(head.length) };
}

/** The head tags are in the first bytes: only those are decoded; the rest stays bytes for the compressor. */
const HEAD_SCAN_BYTES = 16 * 1024;
const HEAD_TAG_START = /^<(?:title|meta |link )/;

/** splitHead on the bytes of a render: the head tags decoded, the rest left as bytes. */
export function splitHeadBytes(html: Buffer): { headTags: string; rest: Buffer } {
  let scanned = html.toString("utf8", 0, HEAD_SCAN_BYTES);
  let head = LEADING_HEAD_TAGS.exec(scanned)?.[0] ?? "";
  // A head tag still follows: it runs past the scanned part, so decode it all.
  if (html.length > HEAD_SCAN_BYTES && HEAD_TAG_START.test(scanned.slice(head.length, head.length + 6))) {
    scanned = html.toString("utf8");
    head = LEADING_HEAD_TAGS.exec(scanned)?.[0] ?? "";
  }
  return { headTags: head, rest: html.subarray(Buffer.byteLength(head, "utf8")) };
}

export interface RenderedPage {
  headTags: string;
  body: string;
}
