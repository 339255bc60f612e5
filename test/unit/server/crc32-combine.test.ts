import { crc32 } from "node:zlib";
import { expect, test } from "vitest";
import { crc32Combine, crc32Shift } from "../../../server/ssr/crc32-combine.js";

test("the CRC of a concatenation, from the CRCs of its parts", () => {
  const parts = ["", "a", "<html>集團", "x".repeat(65_537), "nonce-Zd0Fjr4I3lgvXkhTRfcNCQ==", "</body></html>"];
  for (const first of parts)
    for (const second of parts) {
      const a = Buffer.from(first);
      const b = Buffer.from(second);
      const combined = crc32Combine(crc32(a), crc32(b), crc32Shift(b.length));
      expect(combined, `${a.length}+${b.length}`).toBe(crc32(Buffer.concat([a, b])));
    }
});
