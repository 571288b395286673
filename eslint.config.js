import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const serverOnlyThroughContract = {
  regex: "^(\\.\\./)+server/|^server/|^~/\\.\\./server/",
  message: "app/ reaches server/ only through the contract: import from @contract/*.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Boundaries: the web app reaches the API's code only through the contract, and the plumbing
  // (services, utils) never depends on the UI (components, routes).
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [serverOnlyThroughContract],
        },
      ],
    },
  },
  {
    files: ["app/services/**/*.{ts,tsx}", "app/utils/**/*.{ts,tsx}", "app/schemas/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverOnlyThroughContract,
            {
              regex: "^~/(components|routes)/|^(\\.\\./)+(components|routes)/",
              message: "Services, utils and schemas never import UI: move the shared piece down to utils/ or schemas/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  // The API's modules never import each other in a circle (the order's commands sit on top of the
  // modules they read from), and only the order's commands and the demo seed move an order's status.
  {
    files: ["server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts"] })],
      "import-x/extensions": [".ts"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/modules/order/**", "server/db/seed/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)order/lifecycle$",
              message: "An order's status changes only through a command of server/modules/order/ (decision 0120).",
            },
          ],
        },
      ],
    },
  },
);
