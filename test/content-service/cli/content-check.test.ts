// The built `npm run content:check` entry (dist/server/content-service/content-check.js) run as a process
// on a temporary content folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_FOLDER } from "../../../server/content-service/content-files/json-schemas.js";
import { writeOwnContentFolder } from "../../fixtures/own-content-folder.js";
import { tempDbFile } from "../content-test-service.js";

const ENTRY = path.resolve("dist/server/content-service/content-check.js");
const temp = tempDbFile();
const folder = path.join(temp.dir, "content");
beforeAll(() => writeOwnContentFolder(folder));
afterAll(() => temp.remove());

function check(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [ENTRY, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
}

function copyWith(file: string, text: string): string {
  const copy = fs.mkdtempSync(path.join(temp.dir, "copy-"));
  fs.cpSync(folder, copy, { recursive: true });
  fs.writeFileSync(path.join(copy, file), text);
  return copy;
}

const yamlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".yaml"));

describe("content:check", () => {
  it("exits 0 for a valid folder and counts its files and photos", () => {
    const result = check([folder]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const [, files = "", photos = ""] = /: valid \((\d+) files, (\d+) photos and videos\)\n$/.exec(result.stdout) ?? [];
    expect(result.stdout.startsWith(`${folder}: valid`)).toBe(true);
    expect(Number(files)).toBe(yamlFiles(folder).length);
    expect(Number(photos)).toBeGreaterThan(0);
  });

  it("checks CONTENT_DIR when no folder is named", () => {
    const result = check([], { CONTENT_DIR: folder });
    expect([result.status, result.stdout.split(":")[0]]).toEqual([0, folder]);
  });

  it("exits 1 naming each error, and says nothing was loaded", () => {
    const broken = copyWith("pages/40.yaml", "id: 40\ntypeId: one\n");
    const result = check([broken]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.split("\n")).toEqual([
      expect.stringMatching(/^pages\/40\.yaml:2: typeId/),
      `${broken}: 1 error(s); nothing was loaded (內容有誤，未載入)`,
      "",
    ]);
  });

  it("exits 2 with the usage for two folders or an unknown flag", () => {
    for (const args of [
      [folder, folder],
      ["--write-schema", folder],
    ]) {
      const result = check(args);
      expect({ args, status: result.status, stderr: result.stderr }).toEqual({
        args,
        status: 2,
        stderr: "usage: npm run content:check -- [folder] [--write-schemas]\n",
      });
    }
  });

  it("--write-schemas writes the JSON Schemas and names one on each file's first line", () => {
    const copy = copyWith("menu.yaml", fs.readFileSync(path.join(folder, "menu.yaml"), "utf8"));
    fs.rmSync(path.join(copy, SCHEMA_FOLDER), { recursive: true, force: true });
    const result = check([copy, "--write-schemas"]);
    expect(result.status).toBe(0);
    expect(fs.readdirSync(path.join(copy, SCHEMA_FOLDER))).toContain("page.schema.json");
    expect(fs.readFileSync(path.join(copy, "pages/40.yaml"), "utf8").split("\n")[0]).toMatch(
      /^# yaml-language-server: \$schema=.*page\.schema\.json$/,
    );
  });
});
