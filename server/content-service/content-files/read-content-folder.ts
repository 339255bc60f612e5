// Reads and validates a whole content folder without a database: the content, or every error with its line.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { MediaHasher, MEDIA_EXTENSIONS, mediaName, type HashedFile } from "./content-media.js";
import { DEFAULT_CONTENT_LIMITS, type ContentLimits } from "./content-limits.js";
import { listContentFiles, readContentText, type ContentFile } from "./content-file-list.js";
import { contentSchemas, type MediaResolver, type ContentSet } from "./content-schemas.js";
import { checkReferences } from "./content-references.js";
import { realFileIn } from "./real-file.js";
import { parseYamlFile } from "./yaml-file.js";

export type ContentRead =
  { ok: true; content: ContentSet; media: Map<string, HashedFile> } | { ok: false; errors: string[] };

export interface ReadOptions {
  /** Kept across reloads: only changed photos are read again. */
  hasher?: MediaHasher;
  limits?: ContentLimits;
}

export function readContentFolder(root: string, options: ReadOptions = {}): ContentRead {
  const folder = path.resolve(root);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    return { ok: false, errors: [`${folder}: not a folder (找不到內容資料夾)`] };
  try {
    return readFolder(folder, options.hasher ?? new MediaHasher(), options.limits ?? DEFAULT_CONTENT_LIMITS);
  } catch (error) {
    // Whatever the folder holds, reading it ends in a refusal, never a crash: the content loaded before stays.
    return {
      ok: false,
      errors: [`${folder}: could not be read: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}

function readFolder(folder: string, hasher: MediaHasher, limits: ContentLimits): ContentRead {
  const listed = listContentFiles(folder, limits);
  if (!listed.ok) return listed;
  const realFolder = fs.realpathSync(folder);
  const errors: string[] = [];
  const media = new Map<string, HashedFile>();
  let fileDir = folder;
  const schemas = contentSchemas((reference) => resolveMedia(folder, realFolder, fileDir, reference, hasher, media));
  const parse = <T extends z.ZodType>(file: ContentFile, schema: T): z.output<T> | null => {
    fileDir = path.dirname(file.listed);
    const text = readContentText(file, limits);
    if (text === undefined) {
      errors.push(`${file.relative}: changed while it was read; it is read again at the next change`);
      return null;
    }
    const parsed = parseYamlFile(text);
    for (const error of parsed.errors) errors.push(`${file.relative}:${error.line}: ${error.message}`);
    if (parsed.errors.length > 0) return null;
    const result = schema.safeParse(withoutSchemaKey(parsed.value));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      // A misspelt field is reported on its own line.
      const at = issue.code === "unrecognized_keys" ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
      const field = issue.path.map(String).join(".") || "(file)";
      errors.push(`${file.relative}:${parsed.lineOf(at)}: ${field}: ${issue.message}`);
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
  const { single, many } = listed.files;
  for (const kind of Object.keys(single) as (keyof typeof single)[]) {
    const file = single[kind];
    const value = file && parse(file, schemas.single[kind]);
    // Each kind's output type is the one its schema gives; TypeScript cannot pair them through the key.
    if (value) Object.assign(content, { [kind]: value });
  }
  const byName = new Map<string, ContentFile>();
  for (const kind of Object.keys(many) as (keyof typeof many)[]) {
    for (const file of many[kind]) {
      const value = parse(file, schemas.many[kind]);
      if (!value) continue;
      byName.set(file.relative, file);
      Object.assign(value, { file: file.relative });
      (content[kind] as unknown[]).push(value);
    }
  }
  // Each file's syntax tree is let go once it is read (a folder's trees together are several times its size);
  // the few files a cross-file error names are parsed again for its line.
  const lineOf = (relative: string, field: readonly PropertyKey[]): number => {
    const file = byName.get(relative);
    const text = file && readContentText(file, limits);
    return text === undefined ? 1 : parseYamlFile(text).lineOf(field);
  };
  if (errors.length === 0) errors.push(...checkReferences(content, lineOf));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content, media };
}

/** "$schema" is for editors; it is not content. */
function withoutSchemaKey(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !("$schema" in value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "$schema"));
}

function resolveMedia(
  root: string,
  realRoot: string,
  fileDir: string,
  reference: string,
  hasher: MediaHasher,
  media: Map<string, HashedFile>,
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
  const real = realFileIn(realRoot, file);
  if (!real.ok) return { ok: false, message: `"${reference}": ${real.message}` };
  const hashed = hasher.hash(real.path);
  if (!hashed.ok) return { ok: false, message: `"${reference}": ${hashed.message}` };
  const name = mediaName(hashed.sha256, extension);
  media.set(name, hashed.file);
  return { ok: true, address: `/media/${name}` };
}
