// Runs every unit/integration test on PGlite, then the server suite again on PostgreSQL
// when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";

const run = (args, env) => {
  const r = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
console.log("\n== unit and integration tests (server on PGlite, web in jsdom)");
run([], withoutPg);
if (TEST_DATABASE_URL) {
  console.log(`\n== server integration tests on PostgreSQL`);
  run(["--project", "server"], process.env);
}
