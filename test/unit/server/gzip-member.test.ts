import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { deflatePiece, GzipMember } from "../../../server/ssr/gzip-member.js";

const text = (n: number, seed: string) =>
  Buffer.from(Array.from({ length: n }, (_, i) => `${seed}${i % 97}`).join(" "));

test("pieces compressed now, kept as they are and compressed earlier join into one valid gzip member", () => {
  const a = text(400, "甲");
  const nonce = Buffer.from("r4nd0m");
  const b = text(50, "乙");
  const c = Buffer.from("<p>short</p>");
  const earlier = deflatePiece(b);
  const gz = new GzipMember()
    .addBytes(a, 2)
    .addStored(nonce)
    .addDeflated(earlier)
    .addBytes(c, 2)
    .addDeflated(earlier)
    .finish();
  // gunzip checks the CRC and the length in the trailer.
  expect(gunzipSync(gz)).toEqual(Buffer.concat([a, nonce, b, c, b]));
  expect(gz.length).toBeLessThan(a.length + b.length);
});

test("a member that starts with an earlier piece, empty pieces, and a stored piece over 64 KB", () => {
  const big = Buffer.alloc(70_000, 0x61);
  const gz = new GzipMember()
    .addDeflated(deflatePiece(Buffer.from("first")))
    .addBytes(Buffer.alloc(0), 2)
    .addDeflated(deflatePiece(Buffer.alloc(0)))
    .addStored(big)
    .finish();
  expect(gunzipSync(gz)).toEqual(Buffer.concat([Buffer.from("first"), big]));
  expect(gunzipSync(new GzipMember().finish())).toEqual(Buffer.alloc(0));
});
