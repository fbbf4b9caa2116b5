// Bundles the server (with the workspace packages) into apps/server/dist/main.js so start-up does
// not transpile TypeScript; npm dependencies stay external.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const deps = (p) => Object.keys(JSON.parse(readFileSync(p, "utf8")).dependencies ?? {});
const external = [
  ...new Set([...deps("apps/server/package.json"), ...deps("packages/db/package.json"), ...deps("packages/contract/package.json")]),
];
external.push(...external.map((d) => `${d}/*`));

await build({
  entryPoints: ["apps/server/src/main.ts"],
  outfile: "apps/server/dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  external,
  logLevel: "warning",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log("server bundle: apps/server/dist/main.js");
