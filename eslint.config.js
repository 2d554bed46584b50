import fs from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const nodeBuiltins = [
  "node:*",
  "fs",
  "path",
  "os",
  "crypto",
  "http",
  "https",
  "net",
  "dns",
  "zlib",
  "stream",
  "child_process",
];

/** The server's domains: every folder of server/ but the platform and the test support. */
const serverDomains = fs
  .readdirSync(new URL("server/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !["platform", "test-support"].includes(entry.name))
  .map((entry) => entry.name);

const serverImportRules = [
  {
    group: ["\\#app/**", "**/app/**"],
    message: "The server must not import the app; share through contracts/ or a build artefact.",
  },
  {
    group: ["react", "react-dom", "react-dom/*", "react-router"],
    message: "The server must not import React; share through contracts/.",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  // No import cycle anywhere: a cycle makes the order modules run in depend on which one is
  // imported first. Type-only imports are left out (they vanish at run time).
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  // The layout stays honest: contracts/ is shared by browser and server, so it
  // imports neither React, the DOM nor Node; the app and the server never import each other.
  // ("#" starts a comment in these gitignore-style patterns, hence "\\#app".)
  {
    files: ["contracts/**/*.ts"],
    languageOptions: { globals: {} },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "react/*", "react-router", "lucide-react"],
              message: "contracts/ must not import React.",
            },
            { group: nodeBuiltins, message: "contracts/ must not import Node modules." },
            { group: ["\\#app/**", "\\#server/**", "**/app/**", "**/server/**"], message: "contracts/ stands alone." },
          ],
        },
      ],
      "no-restricted-globals": ["error", "window", "document", "navigator", "localStorage", "process", "Buffer"],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["\\#server/**", "**/server/**"],
              message: "The app must not import server code; share through contracts/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: serverImportRules,
        },
      ],
    },
  },
  {
    files: ["server/platform/**/*.ts"],
    ignores: ["server/platform/**/*.test.ts", "server/platform/**/test-support/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...serverImportRules,
            {
              group: serverDomains.flatMap((domain) => [
                `\\#server/${domain}/**`,
                `../${domain}/**`,
                `../../${domain}/**`,
              ]),
              message: "server/platform serves the domains and imports none of them.",
            },
          ],
        },
      ],
    },
  },
);
