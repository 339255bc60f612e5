// What a source is, from its first bytes: only DECODED formats reach libvips, so nothing else it could
// open (PDF, TIFF…) is ever parsed (docs/images.md).

export type SourceFormat = "jpeg" | "png" | "webp" | "gif" | "avif" | "svg" | "bmp" | "ico";

export type DecodedFormat = Exclude<SourceFormat, "bmp" | "ico">;

export const SOURCE_TYPES: Record<SourceFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
  bmp: "image/bmp",
  ico: "image/x-icon",
};

export const isDecoded = (format: SourceFormat): format is DecodedFormat => format !== "bmp" && format !== "ico";

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

export function sniffFormat(bytes: Buffer): SourceFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "avif";
  if (looksLikeBmp(bytes)) return "bmp";
  if (looksLikeIco(bytes)) return "ico";
  return looksLikeSvg(bytes) ? "svg" : null;
}

/** "BM", then a DIB header of one of the sizes Windows and OS/2 write. */
function looksLikeBmp(bytes: Buffer): boolean {
  if (bytes.length < 26 || ascii(bytes, 0, 2) !== "BM") return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(bytes.readUInt32LE(14));
}

function looksLikeIco(bytes: Buffer): boolean {
  if (bytes.length < 22 || !startsWith(bytes, [0, 0, 1, 0])) return false;
  const count = bytes.readUInt16LE(4);
  return count > 0 && bytes.length >= 6 + count * 16;
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
