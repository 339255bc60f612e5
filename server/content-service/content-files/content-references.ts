// Checks across files: ids unique within a kind, and every record a file names present.
import type { ContentSet } from "./content-schemas.js";

type LineOf = (file: string, field: readonly PropertyKey[]) => number;

export function checkReferences(content: ContentSet, lineOf: LineOf): string[] {
  const errors: string[] = [];
  const at = (file: string, field: string[], message: string) =>
    errors.push(`${file}:${lineOf(file, field)}: ${field.join(".")}: ${message}`);
  const ids = (records: { id: number; file: string }[]) => {
    const seen = new Map<number, string>();
    for (const record of records) {
      const first = seen.get(record.id);
      if (first === undefined) seen.set(record.id, record.file);
      else at(record.file, ["id"], `id ${record.id} is already used by ${first} (編號重複)`);
    }
    return seen;
  };
  const pages = ids(content.page);
  ids(content.album);
  ids(content.article);
  const charities = ids(content.charity);
  ids(content.activity);
  const halls = ids(content.hall);
  const courses = ids(content.course);

  const paths = new Map<string, string>();
  for (const page of content.page) {
    if (page.pagePath === undefined) continue;
    const first = paths.get(page.pagePath);
    if (first === undefined) paths.set(page.pagePath, page.file);
    else at(page.file, ["pagePath"], `pagePath "${page.pagePath}" is already used by ${first}`);
  }
  const keys = new Map<string, string>();
  for (const resource of content.resource) {
    const first = keys.get(resource.key);
    if (first === undefined) keys.set(resource.key, resource.file);
    else at(resource.file, ["key"], `key "${resource.key}" is already used by ${first}`);
  }
  const missing = (id: number, kind: string) => `no ${kind} with id ${id} in this folder (找不到對應的${kind})`;
  for (const activity of content.activity)
    if (!charities.has(activity.charity)) at(activity.file, ["charity"], missing(activity.charity, "charity"));
  for (const course of content.course)
    if (!halls.has(course.hall)) at(course.file, ["hall"], missing(course.hall, "hall"));
  for (const album of content.album) {
    const { owner } = album;
    if ("page" in owner && !pages.has(owner.page)) at(album.file, ["owner", "page"], missing(owner.page, "page"));
    if ("course" in owner && !courses.has(owner.course))
      at(album.file, ["owner", "course"], missing(owner.course, "course"));
    if ("charity" in owner && !charities.has(owner.charity))
      at(album.file, ["owner", "charity"], missing(owner.charity, "charity"));
  }
  return errors;
}
