// Polls a cheap signature (paths, sizes, mtimes): fs.watch misses network mounts and editors that replace files.
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
      else {
        const stat = fs.statSync(full, { throwIfNoEntry: false });
        if (stat) parts.push(`${path.relative(root, full)}\0${stat.size}\0${stat.mtimeMs}`);
      }
    }
  };
  try {
    walk(root);
  } catch {
    return UNREADABLE;
  }
  return parts.join("\n");
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
