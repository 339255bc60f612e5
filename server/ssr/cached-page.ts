// A rendered page kept for reuse: the HTML cut at each nonce position, and each piece compressed
// once. Serving it costs a copy and a checksum, not a render or a compression: the pieces are
// independent raw-deflate runs joined by stored (uncompressed) blocks that carry the nonce.
import { deflatePiece, GzipMember, type DeflatedPiece } from "./gzip-member.js";

export class CachedPage {
  private readonly pieces: Buffer[];
  private readonly deflated: DeflatedPiece[];
  private readonly staticLength: number;

  /** `html` holds `placeholder` wherever a nonce goes. */
  constructor(
    html: string,
    placeholder: string,
    readonly status = 200,
  ) {
    this.pieces = html.split(placeholder).map((piece) => Buffer.from(piece, "utf8"));
    this.deflated = this.pieces.map((piece) => deflatePiece(piece));
    this.staticLength = this.pieces.reduce((sum, piece) => sum + piece.length, 0);
  }

  /** The page with this response's nonce, uncompressed. */
  html(nonce: string): Buffer {
    const value = Buffer.from(nonce, "latin1");
    const parts: Buffer[] = [];
    this.pieces.forEach((piece, i) => {
      if (i > 0) parts.push(value);
      parts.push(piece);
    });
    return Buffer.concat(parts);
  }

  /** The page with this response's nonce, as a gzip member built from the precompressed pieces. */
  gzip(nonce: string): Buffer {
    const value = Buffer.from(nonce, "latin1");
    const member = new GzipMember();
    this.deflated.forEach((piece, i) => {
      if (i > 0) member.addStored(value);
      member.addDeflated(piece);
    });
    return member.finish();
  }

  /** Bytes held, for the cache's size accounting. */
  get size(): number {
    return this.staticLength + this.deflated.reduce((sum, piece) => sum + piece.run.length, 0);
  }
}
