// ESLint flat config: typescript-eslint's type-checked rules (floating and misused promises among them),
// React hooks and accessibility rules, a 300-line cap per file, plus the rules that hold the architecture
// together (see docs/architecture.md, "Import rules"). `npm run lint` allows no warnings.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that shared UI and route modules must never reach: they would pull server code or zod into the browser. */
const serverOnly = [
  {
    group: ["zod", "zod/*"],
    message: "Schemas live in shared/api and run on the server; UI and routes get parsed data.",
  },
  { group: ["**/server/**"], message: "shared/ never imports server code." },
  { group: ["sanitize-html", "**/sanitize-html*"], message: "HTML is sanitised once, on the server (SafeHtml)." },
  serverModules(),
];

/** shared/'s server-only modules are named *.server.ts; code the browser runs may take their types only. */
function serverModules() {
  return {
    group: ["**/*.server.js"],
    allowTypeImports: true,
    message: "A *.server.ts module runs on the server only; the browser may import its types.",
  };
}

/** The two programs (docs/architecture.md): each imports nothing of the other; the web server only starts the content service. */
const programBoundary = (other, why) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: [`**/${other}/**`], message: why }] }],
});

export default defineConfig(
  { ignores: ["node_modules/", "dist/", "public/assets/", "public/assets.*/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
      // The house rule (small files with one job), tests included: every line counts, as a reader sees it.
      "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }],
      // react-router's loaders throw its responses (redirect(), data()) by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
  {
    // Scripts outside the TypeScript project (the build, the benchmark, this file) have no type information.
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Upstream HTML reaches the page only through the one rich-text component, which takes SafeHtml.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Use <RichText html={safeHtml} /> (shared/ui/content/rich-text.tsx).",
        },
      ],
    },
  },
  {
    files: ["shared/ui/content/rich-text.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["shared/routes/**", "shared/lib/**", "shared/api/**"],
    ignores: ["**/*.server.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: serverOnly }] },
  },
  {
    files: ["client/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverModules()] }] },
  },
  {
    files: ["shared/**/*.server.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnly[1]] }] },
  },
  {
    files: ["server/content-service/**"],
    rules: programBoundary("web", "The content service is its own program: it imports nothing from the web server."),
  },
  {
    files: ["server/web/**"],
    rules: programBoundary(
      "content-service",
      "The web server talks to the content service over HTTP only; it starts the built one by its path.",
    ),
  },
  {
    files: ["shared/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...serverOnly,
            {
              group: ["**/routes/**"],
              message: "shared/ui never imports shared/routes; route paths are in shared/lib/paths.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests stand in for async interfaces (loaders, upstream getters, streams) with async functions that
    // answer at once: an async function without await is the fake's point there, not a slip.
    files: ["test/**"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    files: ["test/**", "bench/**", "build.mjs", "server/**/main.ts", "server/content-service/cli/**"],
    rules: { "no-console": "off" },
  },
);
