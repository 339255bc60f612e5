// A rendered page kept for reuse: the HTML cut at each nonce position, and each piece compressed
// once. Serving it costs a copy and a checksum, not a render or a compression: the pieces are
// independent raw-deflate runs joined by stored (uncompressed) blocks that carry the nonce.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine.js";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// A final, empty block with fixed Huffman codes: ends the deflate stream.
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A non-final stored block: header byte (BFINAL=0, BTYPE=00, byte-aligned), LEN, NLEN, data. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

export class CachedPage {
  private readonly pieces: Buffer[];
  private readonly deflated: Buffer[];
  private readonly pieceCrcs: number[];
  private readonly pieceShifts: number[];
  private readonly staticLength: number;

  /** `html` holds `placeholder` wherever a nonce goes. */
  constructor(
    html: string,
    placeholder: string,
    readonly status = 200,
  ) {
    this.pieces = html.split(placeholder).map((piece) => Buffer.from(piece, "utf8"));
    // SYNC_FLUSH ends each run byte-aligned and not final; runs never refer back across pieces.
    this.deflated = this.pieces.map((piece) =>
      deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    );
    this.pieceCrcs = this.pieces.map((piece) => crc32(piece));
    this.pieceShifts = this.pieces.map((piece) => crc32Shift(piece.length));
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
    const nonceBlock = storedBlock(value);
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    this.deflated.forEach((run, i) => {
      if (i > 0) {
        parts.push(nonceBlock);
        crc = crc32(value, crc);
      }
      parts.push(run);
      // The piece's own CRC joined on: its bytes are not read again.
      crc = i === 0 ? (this.pieceCrcs[0] ?? 0) : crc32Combine(crc, this.pieceCrcs[i] ?? 0, this.pieceShifts[i] ?? 0);
    });
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((this.staticLength + value.length * (this.pieces.length - 1)) >>> 0, 4);
    parts.push(FINAL_EMPTY_BLOCK, trailer);
    return Buffer.concat(parts);
  }

  /** Bytes held, for the cache's size accounting. */
  get size(): number {
    return this.staticLength + this.deflated.reduce((sum, run) => sum + run.length, 0);
  }
}
