// ESLint flat config: TypeScript, React hooks and accessibility rules, plus the rules that hold the
// architecture together (see docs/architecture.md, "Import rules"). `npm run lint` allows no warnings.
import js from "@eslint/js";
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
];

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "public/assets/", "public/assets.*/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
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
    files: ["shared/ui/content/rich-text.tsx", "server/web/pages/**/*.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["shared/routes/**", "shared/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: serverOnly }] },
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
    files: ["test/**", "bench/**", "build.mjs", "server/**/main.ts", "server/content-service/cli/**"],
    rules: { "no-console": "off" },
  },
);
