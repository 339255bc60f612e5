// A page rendered once for every visitor and kept: its bytes compressed once per encoding (brotli,
// gzip, none), each with its own strong ETag, so serving it is choosing one buffer. Nothing in it
// varies per response (no nonce: docs/decisions/003-csp-without-nonce.md).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type PageEncoding = "br" | "gzip" | "identity";

export interface Representation {
  encoding: PageEncoding;
  bytes: Buffer;
  /** A strong validator of exactly these bytes (quoted, as sent). */
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A stored page is compressed once per render, in the thread pool: the best ratio is worth it. */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const ETAG_SUFFIX: Record<PageEncoding, string> = { br: "-br", gzip: "-gz", identity: "" };

export class StoredPage {
  private constructor(
    readonly status: number,
    private readonly representations: Record<PageEncoding, Representation>,
  ) {}

  /** The page's HTML, compressed once each way; the ETags name the HTML and the encoding. */
  static async of(html: string, status: number): Promise<StoredPage> {
    const identity = Buffer.from(html, "utf8");
    const [br, gz] = await Promise.all([
      brotli(identity, {
        ...BROTLI_OPTIONS,
        params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
    const make = (encoding: PageEncoding, bytes: Buffer): Representation => ({
      encoding,
      bytes,
      etag: `"${hash}${ETAG_SUFFIX[encoding]}"`,
    });
    return new StoredPage(status, { br: make("br", br), gzip: make("gzip", gz), identity: make("identity", identity) });
  }

  representation(encoding: PageEncoding): Representation {
    return this.representations[encoding];
  }

  /** Bytes held, for the page cache's size bound. */
  get size(): number {
    const { br, gzip: gz, identity } = this.representations;
    return br.bytes.length + gz.bytes.length + identity.bytes.length;
  }
}
