import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { readdirSync } from "node:fs";

/** Every folder of src/features: each is fenced off from the others below. */
const FEATURES = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    // a component longer than a screenful does several things: its state goes into a hook, its panels into components
    files: ["src/**/*.tsx"],
    ignores: ["src/**/*.test.tsx"],
    rules: { "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // bulletproof-react: a feature imports no other feature (the app's routes compose them), and nothing
  // below the app imports the app. A regular expression, since the ignore-style globs of `group` have no
  // "every folder but this one".
  ...FEATURES.flatMap((feature) => {
    const otherFeatures = { regex: `^@/features/(?!${feature}/)`, message: "Features do not import each other: compose them in src/app." };
    return [
      {
        files: [`src/features/${feature}/**`],
        rules: {
          "no-restricted-imports": ["error", { patterns: [otherFeatures, { regex: "^@/app/", message: "Only the app imports the app." }] }],
        },
      },
      {
        // a test may mount the app's route that composes the feature, as a user reaches it
        files: [`src/features/${feature}/**/*.test.{ts,tsx}`],
        rules: { "no-restricted-imports": ["error", { patterns: [otherFeatures] }] },
      },
    ];
  }),
  {
    files: ["src/components/**", "src/lib/**", "src/config/**", "src/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^@/app/", message: "Only the app imports the app." },
            { regex: "^@/features/", message: "Shared code does not import a feature." },
          ],
        },
      ],
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
