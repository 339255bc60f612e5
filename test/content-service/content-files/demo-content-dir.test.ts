import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { DEMO_CONTENT_DIR } from "../../../server/content-service/content-files/demo-content-dir.js";
import { readContentFolder } from "../../../server/content-service/content-files/read-content-folder.js";

it("names the repository's demo folder by its absolute path, and the folder reads without an error", () => {
  expect(path.isAbsolute(DEMO_CONTENT_DIR)).toBe(true);
  expect(path.relative(process.cwd(), DEMO_CONTENT_DIR)).toBe(path.join("server", "content-service", "demo-content"));
  expect(fs.existsSync(path.join(DEMO_CONTENT_DIR, "menu.yaml"))).toBe(true);
  const read = readContentFolder(DEMO_CONTENT_DIR);
  expect(read.ok ? [] : read.errors).toEqual([]);
});
