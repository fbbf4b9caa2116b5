// Bundles the server into apps/server/dist so start-up neither transpiles TypeScript nor resolves and
// loads hundreds of small package files: the workspace packages and the pure-JavaScript dependencies are
// bundled; native modules, packages that read their own files at run time and optional drivers stay
// external. The app is a separate chunk, so main.ts opens the database while the app's code loads.
import { build } from "esbuild";
import { rmSync } from "node:fs";

const external = [
  "sharp", // native (libvips)
  "@node-rs/argon2", // native
  "@electric-sql/pglite", // loads its WebAssembly and data files from its own folder
  "@electric-sql/pglite/*",
  "@fastify/swagger-ui", // serves the Swagger UI files from its own folder
  "pg", // loaded only with DATABASE_URL
  "pg-native",
  "ioredis", // loaded only with REDIS_URL
  "prom-client", // loaded only with METRICS_PORT or METRICS_TOKEN; bundled into a chunk it loses its named exports
  "nodemailer", // loaded only with MAIL_PROVIDER=smtp
  "pino-pretty",
  "react-router", // the web app's server build (apps/web/dist/server) imports it too: one copy for both
];

rmSync("apps/server/dist", { recursive: true, force: true });
await build({
  entryPoints: ["apps/server/src/main.ts"],
  outdir: "apps/server/dist",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  external,
  logLevel: "warning",
  // CommonJS packages inside an ES module bundle still find require, __filename and __dirname.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url); const __filename = import.meta.filename; const __dirname = import.meta.dirname;",
  },
});
console.log("server bundle: apps/server/dist/main.js");
