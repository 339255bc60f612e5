// The lint rules the house depends on stay on: promises neither dropped nor handed where nothing awaits
// them (type-checked, so with the TypeScript project's types), and no file over 300 lines. `npm run lint`
// applies them; this fails when the configuration stops asking for them.
import path from "node:path";
import { ESLint } from "eslint";
import { expect, test } from "vitest";
import { z } from "zod";

const root = path.resolve(import.meta.dirname, "../..");

/** What ESLint calculates for a file: rules as [severity, ...options], severities as numbers (2 = error). */
const calculatedConfig = z.object({
  rules: z.record(z.string(), z.array(z.unknown())),
  languageOptions: z.object({ parserOptions: z.record(z.string(), z.unknown()) }),
});

const FILES = [
  "server/app.ts",
  "server/content-service/app.ts",
  "shared/routes/root.tsx",
  "client/main.tsx",
  "test/unit/lint-rules.test.ts",
];

test.each(FILES)(
  "%s: floating and misused promises are errors, with the project's types; at most 300 lines",
  async (file) => {
    const calculated: unknown = await new ESLint({ cwd: root }).calculateConfigForFile(file);
    const { rules, languageOptions } = calculatedConfig.parse(calculated);
    expect(rules["@typescript-eslint/no-floating-promises"]?.[0]).toBe(2);
    expect(rules["@typescript-eslint/no-misused-promises"]?.[0]).toBe(2);
    expect(languageOptions.parserOptions).toMatchObject({ projectService: true });
    expect(rules["max-lines"]).toEqual([2, { max: 300, skipBlankLines: false, skipComments: false }]);
  },
);
