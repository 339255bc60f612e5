import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { realFileIn } from "../../../../server/content-service/content-files/real-file.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "real-file-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const folder = path.join(dir, "content");
const outside = path.join(dir, "outside.jpg");
fs.mkdirSync(path.join(folder, "photos"), { recursive: true });
fs.writeFileSync(path.join(folder, "photos/a.jpg"), "a");
fs.writeFileSync(outside, "secret");
const at = (name: string) => path.join(folder, name);
const real = fs.realpathSync(folder);

it("gives a plain file's real path and its stat, through a link inside the folder too", () => {
  fs.symlinkSync("a.jpg", at("photos/alias.jpg"));
  for (const name of ["photos/a.jpg", "photos/alias.jpg"]) {
    const file = realFileIn(real, at(name));
    expect(file.ok && [file.path, file.stat.size]).toEqual([path.join(real, "photos/a.jpg"), 1]);
  }
});

it("refuses what leads outside the folder, a link loop, a link to nothing, a folder and a named pipe", () => {
  fs.symlinkSync(outside, at("photos/leak.jpg"));
  fs.symlinkSync(dir, at("up"));
  fs.symlinkSync("loop.jpg", at("photos/loop.jpg"));
  fs.symlinkSync("gone.jpg", at("photos/dangling.jpg"));
  fs.mkdirSync(at("photos/folder.jpg"));
  execFileSync("mkfifo", [at("photos/pipe.jpg")]);
  const cases: [string, RegExp][] = [
    ["photos/leak.jpg", /outside the content folder/],
    ["up/outside.jpg", /outside the content folder/],
    ["photos/loop.jpg", /link loop/],
    ["photos/dangling.jpg", /no such file/],
    ["photos/none.jpg", /no such file/],
    ["photos/a.jpg/b.jpg", /no such file/],
    ["photos/folder.jpg", /^not a file$/],
    ["photos/pipe.jpg", /^not a file$/],
  ];
  for (const [name, message] of cases) {
    const file = realFileIn(real, at(name));
    expect(file.ok ? "a file" : file.message, name).toMatch(message);
  }
});
