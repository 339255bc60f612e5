// React emits a page's <title>/<meta>/<link> (image preloads among them) before the first element when
// rendering into a container; in a complete render they are split off and moved to <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

export function splitHead(html: string): RenderedPage {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? "";
  return { headTags: head, body: html.slice(head.length) };
}

/** Read as latin1: UTF-8 bytes of non-ASCII text are never "<" or ">", so match lengths are byte lengths. */
export function splitHeadBytes(html: Buffer): { headTags: string; rest: Buffer } {
  const length = LEADING_HEAD_TAGS.exec(html.toString("latin1"))?.[0].length ?? 0;
  return { headTags: html.toString("utf8", 0, length), rest: html.subarray(length) };
}

export interface RenderedPage {
  headTags: string;
  body: string;
}
