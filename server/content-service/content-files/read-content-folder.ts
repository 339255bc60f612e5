// Reads and validates a whole content folder without a database: the content, or every error with its line.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { MediaHasher, MEDIA_EXTENSIONS } from "./content-media.js";
import {
  contentSchemas,
  type MediaResolver,
  MANY_FOLDERS,
  SINGLE_FILES,
  type ContentSchemas,
  type ContentSet,
} from "./content-schemas.js";
import { checkReferences } from "./content-references.js";
import { parseYamlFile, type ParsedFile } from "./yaml-file.js";

export const CONTENT_EXTENSIONS = [".yaml", ".yml", ".json"];

export type ContentRead =
  { ok: true; content: ContentSet; media: Map<string, string> } | { ok: false; errors: string[] };

type Many = ContentSchemas["many"];

export function readContentFolder(root: string, hasher = new MediaHasher()): ContentRead {
  const folder = path.resolve(root);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    return { ok: false, errors: [`${folder}: not a folder (找不到內容資料夾)`] };
  const errors: string[] = [];
  const media = new Map<string, string>();
  let fileDir = folder;
  const schemas = contentSchemas((reference) => resolveMedia(folder, fileDir, reference, hasher, media));
  const parse = <T extends z.ZodType>(file: string, schema: T): { value: z.output<T>; parsed: ParsedFile } | null => {
    const relative = path.relative(folder, file).split(path.sep).join("/");
    fileDir = path.dirname(file);
    const parsed = parseYamlFile(fs.readFileSync(file, "utf8"));
    for (const error of parsed.errors) errors.push(`${relative}:${error.line}: ${error.message}`);
    if (parsed.errors.length > 0) return null;
    const result = schema.safeParse(withoutSchemaKey(parsed.value));
    if (result.success) return { value: result.data, parsed };
    for (const issue of result.error.issues) {
      // A misspelt field is reported on its own line.
      const at = issue.code === "unrecognized_keys" ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
      const field = issue.path.map(String).join(".") || "(file)";
      errors.push(`${relative}:${parsed.lineOf(at)}: ${field}: ${issue.message}`);
    }
    return null;
  };

  const content: ContentSet = {
    page: [],
    album: [],
    article: [],
    resource: [],
    charity: [],
    activity: [],
    hall: [],
    course: [],
  };
  const lines = new Map<string, ParsedFile>();
  for (const kind of Object.keys(SINGLE_FILES) as (keyof typeof SINGLE_FILES)[]) {
    const file = firstExisting(path.join(folder, SINGLE_FILES[kind]));
    if (file === undefined) continue;
    const read = parse(file, schemas.single[kind]);
    // Each kind's output type is the one its schema gives; TypeScript cannot pair them through the key.
    if (read) Object.assign(content, { [kind]: read.value });
  }
  for (const kind of Object.keys(MANY_FOLDERS) as (keyof Many)[]) {
    for (const file of filesIn(path.join(folder, MANY_FOLDERS[kind]))) {
      const read = parse(file, schemas.many[kind]);
      if (!read) continue;
      const relative = path.relative(folder, file).split(path.sep).join("/");
      lines.set(relative, read.parsed);
      Object.assign(read.value, { file: relative });
      (content[kind] as unknown[]).push(read.value);
    }
  }
  if (errors.length === 0)
    errors.push(...checkReferences(content, (file, field) => lines.get(file)?.lineOf(field) ?? 1));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content, media };
}

/** "$schema" is for editors; it is not content. */
function withoutSchemaKey(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !("$schema" in value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "$schema"));
}

function firstExisting(base: string): string | undefined {
  return CONTENT_EXTENSIONS.map((extension) => base + extension).find((file) => fs.existsSync(file));
}

/** In name order (numeric names by number). */
function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => CONTENT_EXTENSIONS.includes(path.extname(name).toLowerCase()))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((name) => path.join(dir, name));
}

function resolveMedia(
  root: string,
  fileDir: string,
  reference: string,
  hasher: MediaHasher,
  media: Map<string, string>,
): ReturnType<MediaResolver> {
  if (/^https?:\/\//i.test(reference)) return { ok: true, address: reference };
  if (reference.startsWith("/media/")) return { ok: true, address: reference };
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith("/"))
    return { ok: false, message: `"${reference}": use a path relative to this file, /media/…, or http(s)://` };
  // Beside the file first, then from the folder's top (so "photos/a.jpg" works from any sub-folder).
  const besideFile = path.resolve(fileDir, reference);
  const file = fs.existsSync(besideFile) ? besideFile : path.resolve(root, reference);
  if (path.relative(root, file).startsWith("..") || path.relative(root, besideFile).startsWith(".."))
    return { ok: false, message: `"${reference}" is outside the content folder` };
  const extension = path.extname(file).slice(1).toLowerCase();
  if (!MEDIA_EXTENSIONS.has(extension))
    return { ok: false, message: `"${reference}": not a photo or video (${[...MEDIA_EXTENSIONS].join(", ")})` };
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return { ok: false, message: `"${reference}": no such file (找不到檔案)` };
  const name = hasher.nameOf(file, stat);
  media.set(name, file);
  return { ok: true, address: `/media/${name}` };
}
