import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import {
  CommandFailure,
  existingDatabase,
  parseOptions,
  UsageError,
} from "../../../../server/content-service/cli/operator-command.js";

const dir = mkdtempSync(path.join(tmpdir(), "operator-command-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("an unknown or malformed option is a usage error (exit 2); known ones parse", () => {
  const options = { out: { type: "string" } } as const;
  expect(parseOptions({ args: ["--out", "x.db"], options }).values.out).toBe("x.db");
  for (const args of [["--outt", "x"], ["--out"], ["stray"]]) {
    const refused = (() => {
      try {
        parseOptions({ args, options });
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refused, args.join(" ")).toBeInstanceOf(UsageError);
    expect(refused).toMatchObject({ exitCode: 2 });
  }
});

test("a command never creates the database: a missing one fails (exit 1) and names CONTENT_DB", () => {
  const file = path.join(dir, "content.db");
  expect(() => existingDatabase(file)).toThrow(new CommandFailure(`no content database at ${file} (CONTENT_DB)`));
  expect(() => existingDatabase(file)).toThrow(expect.objectContaining({ exitCode: 1 }));
  writeFileSync(file, "");
  expect(existingDatabase(file)).toBe(file);
});
