// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine), so a stored page's
// checksum is not recomputed over all its bytes for each response: only the nonce is new.
const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial (bit-reflected). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1] ?? 0, X2N[k - 1] ?? 0));

/** The operator that appends `length` bytes' worth of zero bits: x^(8 * length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) p = multiplyModP(X2N[k & 31] ?? 0, p);
  return p >>> 0;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and the shift operator of B's length. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
