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

  it("prints a readable error, never a stack, for a folder that cannot be read as it is (issue 45)", () => {
    const bomb = ["id: 43", "typeId: 1", "a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (const name of ["b", "c", "d", "e", "f"])
      bomb.push(
        `${name}: &${name} [${Array(10)
          .fill(`*${bomb.at(-1)?.[0] ?? "a"}`)
          .join(", ")}]`,
      );
    const aliasBomb = copyWith("pages/43.yaml", `${bomb.join("\n")}\n`);
    const directory = copyWith("notes.txt", "");
    fs.mkdirSync(path.join(directory, "pages/x.yaml"));
    for (const [broken, error] of [
      [aliasBomb, /^pages\/43\.yaml:\d+: .*alias/i],
      [directory, /^pages\/x\.yaml: .*not a file/],
    ] as const) {
      for (const args of [[broken], [broken, "--write-schemas"]]) {
        const result = check(args);
        expect(result.status).toBe(1);
        expect(result.stderr.split("\n")).toEqual([
          expect.stringMatching(error),
          `${broken}: 1 error(s); nothing was loaded (內容有誤，未載入)`,
          "",
        ]);
      }
    }
  });

  it("--write-schemas leaves editor lock links (one leading out of the folder) as they are", () => {
    const copy = copyWith("notes.txt", "");
    const outside = path.join(temp.dir, "outside.yaml");
    fs.writeFileSync(outside, "id: 1\n");
    fs.symlinkSync("editor@host.4242:1700000000", path.join(copy, "pages/.#40.yaml"));
    fs.symlinkSync(outside, path.join(copy, "articles/.#1.yaml"));
    const result = check([copy, "--write-schemas"]);
    expect([result.status, result.stderr]).toEqual([0, ""]);
    expect(fs.readlinkSync(path.join(copy, "pages/.#40.yaml"))).toBe("editor@host.4242:1700000000");
    expect(fs.readFileSync(outside, "utf8")).toBe("id: 1\n");
  });

  it("checks the size limits the service is given (CONTENT_FILE_MAX_BYTES), and refuses a bad one (exit 2)", () => {
    const big = copyWith("pages/43.yaml", `id: 43\ntypeId: 1\ntitle: ${"長".repeat(2000)}\n`);
    const limited = check([big], { CONTENT_FILE_MAX_BYTES: "4096" });
    expect(limited.status).toBe(1);
    expect(limited.stderr).toMatch(/^pages\/43\.yaml: 5\.9 KB, over the limit of 4\.0 KB for one content file/);
    const bad = check([big], { CONTENT_FILE_MAX_BYTES: "lots" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/CONTENT_FILE_MAX_BYTES must be/);
    expect(check([big]).status).toBe(0);
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
