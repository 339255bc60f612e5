// Polls a cheap signature (paths, inodes, sizes, mtimes): fs.watch misses network mounts and editors that replace files.
import fs from "node:fs";
import path from "node:path";

/** A folder that cannot be read now (moved away, out of file handles): no reason to reload. */
export const UNREADABLE = "unreadable";

export function folderSignature(root: string): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else parts.push(`${path.relative(root, full)}\0${fileStamp(full)}`);
    }
  };
  try {
    walk(root);
  } catch {
    return UNREADABLE;
  }
  return parts.join("\n");
}

/** The inode too: a file replaced by one of the same size and time is another file (served only once hashed). */
function fileStamp(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}\0${stat.size}\0${stat.mtimeMs}`;
  } catch (error) {
    // A link to nothing, or a link loop, is one entry like any other: the rest of the folder is still watched.
    return error instanceof Error && "code" in error ? String(error.code) : "unreadable";
  }
}

export function watchContentFolder(root: string, intervalMs: number, reload: () => void): () => void {
  let last = folderSignature(root);
  const timer = setInterval(() => {
    const now = folderSignature(root);
    if (now === last || now === UNREADABLE) return;
    last = now;
    reload();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
