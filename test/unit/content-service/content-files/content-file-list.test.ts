import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  listContentFiles,
  readContentText,
} from "../../../../server/content-service/content-files/content-file-list.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-file-list-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const LIMITS = { fileBytes: 1024, folderBytes: 4096 };

/** A folder holding `files` (name -> text). */
function folderWith(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(dir, "folder-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

describe("listContentFiles", () => {
  it("lists each kind's files in name order (numbers by number), skipping dotfiles and leftovers", () => {
    const folder = folderWith({
      "menu.yml": "items: []",
      "pages/10.yaml": "",
      "pages/9.json": "",
      "pages/.#9.yaml": "",
      "pages/._10.yaml": "",
      "pages/10.yaml~": "",
      "pages/notes.txt": "",
    });
    const listed = listContentFiles(folder, LIMITS);
    expect(listed.ok && listed.files.single.menu?.relative).toBe("menu.yml");
    expect(listed.ok && listed.files.many.page.map((file) => file.relative)).toEqual(["pages/9.json", "pages/10.yaml"]);
  });

  it("checks sizes before anything is read: each file's, then all of them together with the largest named", () => {
    const big = listContentFiles(folderWith({ "pages/1.yaml": "x".repeat(2000) }), LIMITS);
    expect(big).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^pages\/1\.yaml: 2\.0 KB, over the limit of 1\.0 KB/)],
    });
    const many = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`articles/${n}.yaml`, "x".repeat(900 + n)]));
    expect(listContentFiles(folderWith(many), LIMITS)).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/^content files together: 4\.4 KB, .* 4\.0 KB .*the largest is articles\/5\.yaml/),
      ],
    });
  });

  it("names a kind's folder that is a file", () => {
    expect(listContentFiles(folderWith({ halls: "" }), LIMITS)).toEqual({ ok: false, errors: ["halls: not a folder"] });
  });
});

it("readContentText reads the file, and nothing once it is past the limit or no longer a plain file", () => {
  const folder = folderWith({ "pages/1.yaml": "id: 1\n" });
  const listed = listContentFiles(folder, LIMITS);
  const file = listed.ok ? listed.files.many.page[0] : undefined;
  if (!file) throw new Error("not listed");
  expect(readContentText(file, LIMITS)).toBe("id: 1\n");
  fs.writeFileSync(file.real, "x".repeat(2000));
  expect(readContentText(file, LIMITS)).toBeUndefined();
});
