// content:pull's file names for the upstream's /media/ addresses: named after the address's path, and
// distinct for distinct addresses. A name already taken (another query, another spelling of the same
// characters, another case, or a file where a folder is wanted) gets a short hash of the whole address.
import { createHash } from "node:crypto";

/** Leaves room for the hash within the 255 bytes a file name may have. */
const SEGMENT_MAX_BYTES = 120;

export class PulledFileNames {
  /** Names as a case-insensitive, normalising file system would compare them. */
  private readonly files = new Set<string>();
  private readonly folders = new Set<string>();

  /** A path under media/ of its own for this address, or null when the address names no file. */
  nameFor(address: string): string | null {
    const segments = (address.replace(/^\/media\//, "").split(/[?#]/)[0] ?? "")
      .split("/")
      .map(safeSegment)
      .filter((segment) => segment !== "" && segment !== "." && segment !== "..");
    const last = segments.pop();
    if (last === undefined) return null;
    const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(last)?.[0] ?? "";
    const hashed = `${last.slice(0, last.length - extension.length)}-${shortHash(address)}${extension}`;
    const candidates = [
      ["media", ...segments, last],
      ["media", ...segments, hashed],
      // The folder is taken by a file of that name.
      ["media", hashed],
    ];
    for (const candidate of candidates) if (this.take(candidate)) return candidate.join("/");
    return null;
  }

  private take(segments: string[]): boolean {
    const keys = segments.map((_, i) => comparable(segments.slice(0, i + 1).join("/")));
    const file = keys.pop() ?? "";
    if (this.files.has(file) || this.folders.has(file) || keys.some((folder) => this.files.has(folder))) return false;
    this.files.add(file);
    for (const folder of keys) this.folders.add(folder);
    return true;
  }
}

const comparable = (name: string) => name.normalize("NFC").toLowerCase();

const shortHash = (address: string) => createHash("sha256").update(address).digest("hex").slice(0, 10);

function safeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Kept as written: a stray % is replaced below like any other odd character.
  }
  const safe = decoded.replace(/[^\p{L}\p{N}._-]/gu, "_");
  return Buffer.byteLength(safe) <= SEGMENT_MAX_BYTES ? safe : shortened(safe);
}

/** The start and the extension of an overlong name; names cut alike differ by their hash. */
function shortened(name: string): string {
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(name)?.[0] ?? "";
  let start = [...name.slice(0, name.length - extension.length)];
  while (Buffer.byteLength(start.join("") + extension) > SEGMENT_MAX_BYTES) start = start.slice(0, -1);
  return start.join("") + extension;
}
