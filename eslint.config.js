import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { layers } from "./eslint.layers.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "public/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // The React Compiler's rules (all of react-hooks' recommended ones but the two classic hook
    // rules) compile each file they see, which was 79% of lint's time. Server-only modules (.ts;
    // the e-mails in .server.tsx are components), scripts and the tests outside app/ hold no
    // component or hook for them to check.
    files: ["**/*.server.ts", "server/**", "scripts/**", "tests/**", "e2e/**"],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"].includes(rule))
        .map((rule) => [rule, "off"]),
    ),
  },
  {
    // Command-line scripts and the launcher talk to the terminal.
    files: ["scripts/**", "server.js", "e2e/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures take `({}, use)`: not React hooks, and the empty pattern is its idiom.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
  },
  // Who may import whom: app/lib, components, routes, server code (eslint.layers.js).
  ...layers,
);
