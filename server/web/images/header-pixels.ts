// The pixel count a BMP or ICO header claims (an icon: its largest entry), read without decoding, so
// the pixel cap applies to the formats answered as they are just as it does to decoded ones.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function bmpPixels(bytes: Buffer, at = 0): number | null {
  if (bytes.length < at + 26) return null;
  const dibSize = bytes.readUInt32LE(at + 14);
  // OS/2 headers carry 16-bit sizes; the others signed 32-bit (a negative height is top-down).
  if (dibSize === 12) return bytes.readUInt16LE(at + 18) * bytes.readUInt16LE(at + 20);
  return Math.abs(bytes.readInt32LE(at + 18)) * Math.abs(bytes.readInt32LE(at + 22));
}

export function icoPixels(bytes: Buffer): number | null {
  const count = bytes.readUInt16LE(4);
  let largest = 0;
  for (let i = 0; i < count; i += 1) {
    const entry = 6 + i * 16;
    const offset = bytes.readUInt32LE(entry + 12);
    if (offset + 24 > bytes.length) return null;
    if (bytes.subarray(offset, offset + 8).equals(PNG_SIGNATURE)) {
      largest = Math.max(largest, bytes.readUInt32BE(offset + 16) * bytes.readUInt32BE(offset + 20));
    } else {
      const width = Math.abs(bytes.readInt32LE(offset + 4));
      const height = Math.abs(bytes.readInt32LE(offset + 8)) / 2;
      largest = Math.max(largest, width * height);
    }
  }
  return largest;
}
