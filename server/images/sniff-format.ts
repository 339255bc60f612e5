// What a source really is, from its first bytes (never its name or Content-Type): only these formats
// reach the decoder, so nothing else libvips could open (PDF, TIFF, raw camera files…) is ever parsed.

export type SourceFormat = "jpeg" | "png" | "webp" | "gif" | "avif" | "svg";

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

export function sniffFormat(bytes: Buffer): SourceFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "avif";
  return looksLikeSvg(bytes) ? "svg" : null;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (!head.startsWith("<")) return false;
  return /<svg[\s>]/i.test(head);
}
