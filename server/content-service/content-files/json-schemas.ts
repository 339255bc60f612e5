// JSON Schemas of the content files, so an editor checks while typing (docs/content.md).
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isLeftover } from "./content-file-list.js";
import { contentSchemas, MANY_FOLDERS, SINGLE_FILES } from "./content-schemas.js";

export const SCHEMA_FOLDER = "schemas";
const MODELINE = "# yaml-language-server: $schema=";

export function contentJsonSchemas(): { kind: string; glob: string; schema: unknown }[] {
  const schemas = contentSchemas(() => ({ ok: true, address: "" }));
  const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return [
    ...Object.entries(SINGLE_FILES).map(([kind, file]) => ({
      kind,
      glob: `${file}.*`,
      schema: json(schemas.single[kind as keyof typeof SINGLE_FILES]),
    })),
    ...Object.entries(MANY_FOLDERS).map(([kind, folder]) => ({
      kind,
      glob: `${folder}/*`,
      schema: json(schemas.many[kind as keyof typeof MANY_FOLDERS]),
    })),
  ];
}

export function writeJsonSchemas(root: string): void {
  const schemaDir = path.join(root, SCHEMA_FOLDER);
  fs.mkdirSync(schemaDir, { recursive: true });
  for (const { kind, glob, schema } of contentJsonSchemas()) {
    const schemaFile = path.join(schemaDir, `${kind}.schema.json`);
    fs.writeFileSync(schemaFile, `${JSON.stringify(schema, null, 2)}\n`);
    const [folder = "", pattern = ""] = glob.includes("/") ? glob.split("/") : ["", glob];
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (!/\.ya?ml$/i.test(name) || (pattern !== "*" && !name.startsWith(pattern.replace(".*", ".")))) continue;
      // The folder's own files only: an editor's lock link, or a link leading elsewhere, is left as it is.
      if (isLeftover(name) || !fs.lstatSync(file).isFile()) continue;
      const text = fs.readFileSync(file, "utf8");
      const line = `${MODELINE}${path.relative(dir, schemaFile).split(path.sep).join("/")}`;
      const body = text.startsWith(MODELINE) ? text.slice(text.indexOf("\n") + 1) : text;
      fs.writeFileSync(file, `${line}\n${body}`);
    }
  }
}
