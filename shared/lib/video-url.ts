// By file extension (spec section 9).

export const VIDEO_EXTENSIONS = [
  "mp4",
  "avi",
  "mov",
  "wmv",
  "flv",
  "webm",
  "mkv",
  "m4v",
  "3gp",
  "ogv",
  "ts",
  "mts",
  "m2ts",
] as const;

const VIDEO_PATTERN = new RegExp(`\\.(${VIDEO_EXTENSIONS.join("|")})$`, "i");

function pathOf(address: string): string {
  const cut = address.search(/[?#]/);
  return cut === -1 ? address : address.slice(0, cut);
}

export function isVideoUrl(address: string | null | undefined): boolean {
  if (!address) return false;
  return VIDEO_PATTERN.test(pathOf(address.trim()));
}
