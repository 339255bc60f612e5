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
  "server/web/app.ts",
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

/** The rule ids ESLint reports for `source` as if it were written in `file`. */
async function rulesBroken(file: string, source: string): Promise<Array<string | null>> {
  const [result] = await new ESLint({ cwd: root }).lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

test.each([
  ["server/content-service/app.ts", 'import { createApp } from "../web/app.js";\nexport const app = createApp;\n'],
  [
    "server/web/app.ts",
    'import { openContentDb } from "../content-service/db/content-db.js";\nexport const open = openContentDb;\n',
  ],
  [
    "client/main.tsx",
    'import { pageResponse } from "../shared/api/page.server.js";\nexport const schema = pageResponse;\n',
  ],
  [
    "shared/ui/layout/top-bar.tsx",
    'import { maskName } from "../../lib/mask-name.server.js";\nexport const mask = maskName;\n',
  ],
])("%s may not import across the boundary", async (file, source) => {
  expect(await rulesBroken(file, source)).toContain("no-restricted-imports");
});

test("the browser's code may take a server-only module's types", async () => {
  const source = 'import type { PageDetail } from "../shared/api/page.server.js";\nexport type Page = PageDetail;\n';
  expect(await rulesBroken("client/main.tsx", source)).not.toContain("no-restricted-imports");
});
