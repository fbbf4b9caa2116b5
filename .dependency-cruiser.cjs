// Import cycles over the whole graph of the apps and packages, checked once (`npm run lint`).
// As before, an import only of types (`import type`, or one that compilation drops) is not followed.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules import each other in a cycle: break it (move the shared part, or import only types).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "type-import", "triple-slash-type-reference"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["/dist/", "/.react-router/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.cruise.json` },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
      mainFields: ["module", "main", "types"],
    },
    // A run with nothing changed since the last answers from here.
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
    progress: { type: "none" },
  },
};
