import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  folderSignature,
  UNREADABLE,
  watchContentFolder,
} from "../../../server/content-service/content-files/content-watch.js";

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function tempFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-watch-"));
  fs.writeFileSync(path.join(dir, "menu.yaml"), "items: []\n");
  return dir;
}

test("an edited file changes the signature and reloads", async () => {
  const dir = tempFolder();
  let reloads = 0;
  stops.push(watchContentFolder(dir, 20, () => (reloads += 1)));
  fs.writeFileSync(path.join(dir, "menu.yaml"), "items: [] # edited, longer\n");
  await expect.poll(() => reloads).toBe(1);
});

test("a folder that cannot be read (moved away mid-replace) reloads nothing and keeps the last content", async () => {
  const dir = tempFolder();
  let reloads = 0;
  stops.push(watchContentFolder(dir, 20, () => (reloads += 1)));
  fs.renameSync(dir, `${dir}-away`);
  expect(folderSignature(dir)).toBe(UNREADABLE);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(reloads).toBe(0);
  fs.renameSync(`${dir}-away`, dir);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(reloads).toBe(0);
});

test("a symlink loop in the folder does not stop edits being noticed (issue 45)", async () => {
  const dir = tempFolder();
  fs.symlinkSync("loop.jpg", path.join(dir, "loop.jpg"));
  let reloads = 0;
  stops.push(watchContentFolder(dir, 20, () => (reloads += 1)));
  fs.writeFileSync(path.join(dir, "menu.yaml"), "items: [] # edited, longer\n");
  await expect.poll(() => reloads).toBe(1);
});

test("a file replaced by another of the same size and time (a new file) is noticed", () => {
  const dir = tempFolder();
  const file = path.join(dir, "menu.yaml");
  fs.utimesSync(file, 1_700_000_000, 1_700_000_000);
  const before = folderSignature(dir);
  fs.writeFileSync(`${file}.new`, "items:[ ]\n");
  fs.utimesSync(`${file}.new`, 1_700_000_000, 1_700_000_000);
  fs.renameSync(`${file}.new`, file);
  expect(folderSignature(dir)).not.toBe(before);
});
