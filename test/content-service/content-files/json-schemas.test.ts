// The demo folder's JSON Schemas are the ones the loader's zod schemas give today, and every file names
// its schema on its first line, so VS Code's YAML extension checks it while it is typed.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_CONTENT_DIR } from "../../../server/content-service/content-files/demo-content-dir.js";
import { contentJsonSchemas, SCHEMA_FOLDER } from "../../../server/content-service/content-files/json-schemas.js";

const yamlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === SCHEMA_FOLDER ? [] : yamlFiles(full);
    return entry.name.endsWith(".yaml") ? [full] : [];
  });

describe("content JSON Schemas", () => {
  it("are committed in the demo folder as generated (npm run content:check -- <folder> --write-schemas)", () => {
    for (const { kind, schema } of contentJsonSchemas()) {
      const file = path.join(DEMO_CONTENT_DIR, SCHEMA_FOLDER, `${kind}.schema.json`);
      expect({ kind, schema: JSON.parse(fs.readFileSync(file, "utf8")) as unknown }).toEqual({ kind, schema });
    }
  });

  it("are named on the first line of every demo file, and refuse unknown fields", () => {
    for (const file of yamlFiles(DEMO_CONTENT_DIR)) {
      const first = fs.readFileSync(file, "utf8").split("\n")[0] ?? "";
      const target = /^# yaml-language-server: \$schema=(.+)$/.exec(first)?.[1] ?? "";
      expect({ file, exists: fs.existsSync(path.resolve(path.dirname(file), target)) }).toEqual({ file, exists: true });
    }
    const page = contentJsonSchemas().find((entry) => entry.kind === "page")?.schema;
    expect(page).toHaveProperty("additionalProperties", false);
    expect(JSON.stringify(page)).toContain('"required":["id","typeId"]');
  });
});
