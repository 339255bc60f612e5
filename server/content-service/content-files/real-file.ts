// Where a path in the content folder really leads: links are followed, and anything they lead to outside
// the folder is refused, so a link (which git stores) cannot publish a file of the server's.
import fs from "node:fs";
import path from "node:path";

export type RealFile = { ok: true; path: string; stat: fs.Stats } | { ok: false; message: string };

/** `file` as a plain file inside `realFolder` (the folder's own real path), or why it is not one. */
export function realFileIn(realFolder: string, file: string): RealFile {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch (error) {
    return { ok: false, message: whyNotFound(error) };
  }
  const relative = path.relative(realFolder, real);
  if (relative.startsWith("..") || path.isAbsolute(relative))
    return { ok: false, message: "leads outside the content folder (a link): copy the file in instead" };
  const stat = fs.statSync(real);
  if (!stat.isFile()) return { ok: false, message: "not a file" };
  return { ok: true, path: real, stat };
}

function whyNotFound(error: unknown): string {
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  if (code === "ELOOP") return "a link that leads back to itself (a link loop)";
  if (code === "ENOENT" || code === "ENOTDIR") return "no such file (找不到檔案)";
  if (code === "EACCES") return "the service may not read it (permission denied)";
  return error instanceof Error ? error.message : String(error);
}
