// The unit and integration tests: the web project (jsdom) and the server project on PGlite (the set
// vitest.config.ts picks for the embedded database), then, when TEST_DATABASE_URL is set, the whole
// server suite on PostgreSQL. `--fast` runs only the first two (no PostgreSQL), for a quick check.
import { spawnSync } from "node:child_process";

const fast = process.argv.includes("--fast");

const run = (title, args, env) => {
  console.log(`\n== ${title}`);
  const started = Date.now();
  const r = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env });
  console.log(`== ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run("unit and integration tests (server on PGlite, web in jsdom)", [], withoutPg);
if (TEST_DATABASE_URL && !fast) run("server integration tests on PostgreSQL", ["--project", "server"], process.env);
