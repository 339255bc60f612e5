// A page kept for every visitor, compressed once per encoding with its own strong ETag.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type PageEncoding = "br" | "gzip" | "identity";

export interface Representation {
  encoding: PageEncoding;
  bytes: Buffer;
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

  get size(): number {
    const { br, gzip: gz, identity } = this.representations;
    return br.bytes.length + gz.bytes.length + identity.bytes.length;
  }
}
