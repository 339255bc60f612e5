import { expect, it } from "vitest";
import { checkReferences } from "../../../../server/content-service/content-files/content-references.js";
import { contentSchemas, type ContentSet } from "../../../../server/content-service/content-files/content-schemas.js";

const { many } = contentSchemas((reference) => ({ ok: true, address: reference }));
const lineOf = (file: string, field: readonly PropertyKey[]) => file.length + field.length;

function contentSet(records: Partial<{ [K in keyof ContentSet]: Record<string, unknown>[] }>): ContentSet {
  const parse = <T>(schema: { parse: (value: unknown) => T }, list: Record<string, unknown>[] = []) =>
    list.map(({ file, ...record }) => ({ ...schema.parse(record), file: String(file) }));
  return {
    page: parse(many.page, records.page),
    album: parse(many.album, records.album),
    article: parse(many.article, records.article),
    resource: parse(many.resource, records.resource),
    charity: parse(many.charity, records.charity),
    activity: parse(many.activity, records.activity),
    hall: parse(many.hall, records.hall),
    course: parse(many.course, records.course),
  };
}

it("finds nothing wrong when every id is unique and every record named is there", () => {
  const content = contentSet({
    page: [{ id: 1, typeId: 1, pagePath: "about", file: "pages/1.yaml" }],
    charity: [{ id: 1, file: "charities/1.yaml" }],
    activity: [{ id: 1, charity: 1, file: "activities/1.yaml" }],
    hall: [{ id: 1, file: "halls/1.yaml" }],
    course: [{ id: 1, hall: 1, file: "courses/1.yaml" }],
    album: [
      { id: 1, owner: { page: 1 }, file: "albums/1.yaml" },
      { id: 2, owner: { course: 1 }, file: "albums/2.yaml" },
      { id: 3, owner: { charity: 1 }, file: "albums/3.yaml" },
    ],
    resource: [{ key: "0/7", groups: [], file: "resources/a.yaml" }],
  });
  expect(checkReferences(content, lineOf)).toEqual([]);
});

it("names each repeated id, page path and resource key at the later file, with the earlier one", () => {
  const content = contentSet({
    page: [
      { id: 1, typeId: 1, pagePath: "about", file: "pages/a.yaml" },
      { id: 1, typeId: 1, pagePath: "about", file: "pages/b.yaml" },
    ],
    resource: [
      { key: "0/7", groups: [], file: "resources/a.yaml" },
      { key: "0/7", groups: [], file: "resources/b.yaml" },
    ],
  });
  expect(checkReferences(content, lineOf)).toEqual([
    `pages/b.yaml:${lineOf("pages/b.yaml", ["id"])}: id: id 1 is already used by pages/a.yaml (編號重複)`,
    `pages/b.yaml:${lineOf("pages/b.yaml", ["pagePath"])}: pagePath: pagePath "about" is already used by pages/a.yaml`,
    `resources/b.yaml:${lineOf("resources/b.yaml", ["key"])}: key: key "0/7" is already used by resources/a.yaml`,
  ]);
});

it("names each record a file points to that is not in the folder", () => {
  const content = contentSet({
    activity: [{ id: 1, charity: 7, file: "activities/1.yaml" }],
    course: [{ id: 1, hall: 8, file: "courses/1.yaml" }],
    album: [
      { id: 1, owner: { page: 9 }, file: "albums/1.yaml" },
      { id: 2, owner: { course: 10 }, file: "albums/2.yaml" },
      { id: 3, owner: { charity: 11 }, file: "albums/3.yaml" },
    ],
  });
  expect(checkReferences(content, () => 1)).toEqual([
    "activities/1.yaml:1: charity: no charity with id 7 in this folder (找不到對應的charity)",
    "courses/1.yaml:1: hall: no hall with id 8 in this folder (找不到對應的hall)",
    "albums/1.yaml:1: owner.page: no page with id 9 in this folder (找不到對應的page)",
    "albums/2.yaml:1: owner.course: no course with id 10 in this folder (找不到對應的course)",
    "albums/3.yaml:1: owner.charity: no charity with id 11 in this folder (找不到對應的charity)",
  ]);
});
