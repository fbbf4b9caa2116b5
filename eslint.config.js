import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Import cycles are checked once over the whole graph by dependency-cruiser (.dependency-cruiser.cjs),
// in `npm run lint` after ESLint.
// Module boundaries (see docs/ARCHITECTURE.md):
// - a server module reaches another module only through its services (`service.ts`, `*-service.ts`);
// - a web feature reaches another feature only through its public entry (`@/features/<name>`, or
//   `@/features/auth/login`, the lazily loaded sign-in form, or `@/features/admin-auth/panel`, the admin
//   panel's shell around every admin screen), never through its folders.
const serverModuleBoundary = {
  regex: "^\\.\\./[a-z0-9-]+/(?![a-z0-9-]*service\\.ts$)",
  message: "Another module is reached only through its services (service.ts or *-service.ts).",
};
const featureInternals = {
  group: ["@/features/*/**", "!@/features/auth/login", "!@/features/admin-auth/panel"],
  message: "Import another feature through its public entry (@/features/<name>).",
};
const leavesFeature = (depth) => ({
  regex: `^${"\\.\\./".repeat(depth)}`,
  message: "Leave a feature through @/ paths: @/features/<name>, @/components, @/lib.",
});

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/.react-router/**",
      "**/node_modules/**",
      "data/**",
      "packages/db/migrations/**",
      "bench/.out/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/server/src/modules/*/*.ts"],
    ignores: ["**/*.test.ts", "**/test-*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverModuleBoundary] }] },
  },
  {
    // State lives in the app a request reaches (deps), not in a module: tests build many apps in one
    // process (vitest.config.ts, isolate: false), and a server instance shares nothing by accident.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "**/test-*.ts", "apps/server/src/test/**", "apps/server/src/main.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Program > VariableDeclaration[kind='let']", message: "Keep state in the app (deps), not in a module." },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [featureInternals] }] },
  },
  {
    files: ["apps/web/src/features/*/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [featureInternals, leavesFeature(1)] }] },
  },
  {
    files: ["apps/web/src/features/*/*/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [featureInternals, leavesFeature(2)] }] },
  },
);
