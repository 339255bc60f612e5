// A gzip member assembled from pieces: bytes compressed now, and pieces compressed earlier (a stored
// page's). Each piece is a raw-deflate run ended byte-aligned and not final
// (SYNC_FLUSH) that never refers back to another, so runs can follow one another in any order; the
// checksum is joined from the pieces' own (crc32-combine.ts), so earlier pieces are not read again.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine.js";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// A final, empty block with fixed Huffman codes: ends the deflate stream.
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** Below this, a piece goes in a stored block: deflate's per-call set-up costs more than it saves. */
const STORE_BELOW = 128;

/** Non-final stored blocks (BFINAL=0, BTYPE=00, byte-aligned): header byte, LEN, NLEN, data; 65535 bytes each at most. */
export function storedBlocks(data: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 0xffff) {
    const part = data.subarray(at, at + 0xffff);
    const block = Buffer.allocUnsafe(5 + part.length);
    block[0] = 0x00;
    block.writeUInt16LE(part.length, 1);
    block.writeUInt16LE(~part.length & 0xffff, 3);
    part.copy(block, 5);
    blocks.push(block);
  }
  return blocks.length === 1 ? (blocks[0] as Buffer) : Buffer.concat(blocks);
}

/** A piece compressed once, to be joined into many members. */
export interface DeflatedPiece {
  run: Buffer;
  crc: number;
  /** crc32Shift of its length. */
  shift: number;
  length: number;
}

export function deflatePiece(bytes: Buffer, level = 9): DeflatedPiece {
  return {
    run: deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    shift: crc32Shift(bytes.length),
    length: bytes.length,
  };
}

export class GzipMember {
  private readonly runs: Buffer[] = [GZIP_HEADER];
  private crc = 0;
  private length = 0;

  /** Bytes compressed here, at `level` (stored as they are when short). */
  addBytes(bytes: Buffer, level: number): this {
    if (bytes.length === 0) return this;
    this.runs.push(
      bytes.length < STORE_BELOW
        ? storedBlocks(bytes)
        : deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    );
    this.crc = crc32(bytes, this.crc);
    this.length += bytes.length;
    return this;
  }

  /** Bytes kept as they are (a nonce: short, and different every time). */
  addStored(bytes: Buffer): this {
    if (bytes.length === 0) return this;
    this.runs.push(storedBlocks(bytes));
    this.crc = crc32(bytes, this.crc);
    this.length += bytes.length;
    return this;
  }

  addDeflated(piece: DeflatedPiece): this {
    if (piece.length === 0) return this;
    this.runs.push(piece.run);
    this.crc = this.length === 0 ? piece.crc : crc32Combine(this.crc, piece.crc, piece.shift);
    this.length += piece.length;
    return this;
  }

  finish(): Buffer {
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    trailer.writeUInt32LE(this.length >>> 0, 4);
    return Buffer.concat([...this.runs, FINAL_EMPTY_BLOCK, trailer]);
  }
}
