import { describe, expect, it } from "vitest";
import { parseYamlFile } from "../../../../server/content-service/content-files/yaml-file.js";

const text = `id: 3
title: 關於我們
albums:
  - id: 1
    photos:
      - a.jpg
      - b.jpg
`;

describe("parseYamlFile", () => {
  it("parses YAML, and JSON as YAML", () => {
    expect(parseYamlFile(text)).toMatchObject({
      value: { id: 3, title: "關於我們", albums: [{ id: 1, photos: ["a.jpg", "b.jpg"] }] },
      errors: [],
    });
    expect(parseYamlFile('{"id": 4, "tags": ["a"]}').value).toEqual({ id: 4, tags: ["a"] });
  });

  it("names the line of a field, or of its nearest parent that exists", () => {
    const parsed = parseYamlFile(text);
    expect(parsed.lineOf(["title"])).toBe(2);
    expect(parsed.lineOf(["albums", 0, "photos", 1])).toBe(7);
    expect(parsed.lineOf(["albums", 0, "missing", "deeper"])).toBe(4);
    expect(parsed.lineOf([])).toBe(1);
  });

  it("a duplicate key or broken syntax is an error on its line, without the parser's position suffix, and no value", () => {
    const duplicate = parseYamlFile("id: 1\ntitle: a\ntitle: b\n");
    expect(duplicate.value).toBeUndefined();
    expect(duplicate.errors).toHaveLength(1);
    expect(duplicate.errors[0]?.line).toBe(3);
    expect(duplicate.errors[0]?.message).toMatch(/unique/i);
    const broken = parseYamlFile("id: 1\ntitle: [a, b\n");
    expect(broken.value).toBeUndefined();
    expect(broken.errors.length).toBeGreaterThan(0);
    for (const error of broken.errors) expect(error.message).not.toMatch(/at line \d+, column \d+/);
  });
});
