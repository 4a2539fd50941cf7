import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "e2e/screenshots/", "coverage/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "*.ts"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      // bulletproof-react: features do not import each other; shared code lives in components/ and lib/
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*/**", "../../*"], message: "Use the @/ alias for imports outside this folder." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/features/admin/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/!(admin)/**"], message: "Features do not import each other." }] }],
    },
  },
  {
    files: ["src/features/configurator/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/!(configurator)/**"], message: "Features do not import each other." }] }],
    },
  },
  {
    files: ["src/features/user/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/!(user)/**"], message: "Features do not import each other." }] }],
    },
  },
  {
    files: ["*.js", "scripts/**/*.mjs", "e2e/**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // files the server's own pages load as they are (the API reference's starter)
    files: ["public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // callbacks of page.evaluate run in the browser
    files: ["e2e/**/*.mjs", "scripts/paint-timings.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
