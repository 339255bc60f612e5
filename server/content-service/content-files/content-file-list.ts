// The content files of a folder, each checked before any is read: a plain file inside the folder, within
// the size limits. Dotfiles and editor leftovers are not content.
import fs from "node:fs";
import path from "node:path";
import { OPEN_PLAIN_FILE } from "./content-media.js";
import { CONTENT_LIMIT_NAMES, readableSize, type ContentLimits } from "./content-limits.js";
import { MANY_FOLDERS, SINGLE_FILES } from "./content-schemas.js";
import { realFileIn } from "./real-file.js";

export const CONTENT_EXTENSIONS = [".yaml", ".yml", ".json"];

/** Dotfiles and editor leftovers: Emacs's lock link (.#x.yaml), macOS's ._x.yaml, swap files, backups (x.yaml~). */
export const isLeftover = (name: string): boolean => name.startsWith(".") || name.endsWith("~");

type SingleKind = keyof typeof SINGLE_FILES;
type ManyKind = keyof typeof MANY_FOLDERS;

export interface ContentFile {
  /** As the editor names it: relative to the folder, with "/". */
  relative: string;
  /** As listed (links not followed): relative photo paths are from here. */
  listed: string;
  real: string;
}

export interface ContentFiles {
  single: Partial<Record<SingleKind, ContentFile>>;
  many: Record<ManyKind, ContentFile[]>;
}

export function listContentFiles(
  folder: string,
  limits: ContentLimits,
): { ok: true; files: ContentFiles } | { ok: false; errors: string[] } {
  const realFolder = fs.realpathSync(folder);
  const errors: string[] = [];
  let total = 0;
  let largest = { relative: "", size: 0 };
  const checked = (listed: string): ContentFile | undefined => {
    const relative = path.relative(folder, listed).split(path.sep).join("/");
    const real = realFileIn(realFolder, listed);
    if (!real.ok) {
      errors.push(`${relative}: ${real.message}`);
      return undefined;
    }
    const { size } = real.stat;
    total += size;
    if (size > largest.size) largest = { relative, size };
    if (size > limits.fileBytes) errors.push(`${relative}: ${overLimit(size, limits, "fileBytes")}`);
    return { relative, listed, real: real.path };
  };
  const files: ContentFiles = { single: {}, many: {} as Record<ManyKind, ContentFile[]> };
  for (const kind of Object.keys(SINGLE_FILES) as SingleKind[]) {
    const listed = firstExisting(path.join(folder, SINGLE_FILES[kind]));
    const file = listed === undefined ? undefined : checked(listed);
    if (file) files.single[kind] = file;
  }
  for (const kind of Object.keys(MANY_FOLDERS) as ManyKind[]) {
    const dir = path.join(folder, MANY_FOLDERS[kind]);
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (stat && !stat.isDirectory()) errors.push(`${MANY_FOLDERS[kind]}: not a folder`);
    const names = stat?.isDirectory() ? contentNames(dir) : [];
    files.many[kind] = names.flatMap((name) => checked(path.join(dir, name)) ?? []);
  }
  if (total > limits.folderBytes)
    errors.push(
      `content files together: ${overLimit(total, limits, "folderBytes")}; the largest is ${largest.relative} ` +
        `(${readableSize(largest.size)})`,
    );
  return errors.length > 0 ? { ok: false, errors } : { ok: true, files };
}

/** The file's text; undefined if it is no longer a plain file within the limit (changed since it was listed). */
export function readContentText(file: ContentFile, limits: ContentLimits): string | undefined {
  const fd = fs.openSync(file.real, OPEN_PLAIN_FILE);
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > limits.fileBytes) return undefined;
    // No more than the size just checked, even if the file grows while it is read.
    const buffer = Buffer.alloc(stat.size);
    let filled = 0;
    let read = 0;
    while (filled < buffer.length && (read = fs.readSync(fd, buffer, filled, buffer.length - filled, null)) > 0)
      filled += read;
    return buffer.toString("utf8", 0, filled);
  } finally {
    fs.closeSync(fd);
  }
}

function overLimit(size: number, limits: ContentLimits, limit: keyof ContentLimits): string {
  const what = limit === "fileBytes" ? "one content file" : "a folder";
  return (
    `${readableSize(size)}, over the limit of ${readableSize(limits[limit])} for ${what} ` +
    `(${CONTENT_LIMIT_NAMES[limit]}; 檔案過大)`
  );
}

/** menu.yaml, menu.yml or menu.json; a link that leads nowhere counts, so that it is reported. */
function firstExisting(base: string): string | undefined {
  return CONTENT_EXTENSIONS.map((extension) => base + extension).find(
    (file) => fs.lstatSync(file, { throwIfNoEntry: false }) !== undefined,
  );
}

/** In name order (numeric names by number). */
function contentNames(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => CONTENT_EXTENSIONS.includes(path.extname(name).toLowerCase()) && !isLeftover(name))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}
