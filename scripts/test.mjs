// `npm test`: every check CI runs, in stages, with each stage's and each job's time. A stage's jobs run
// side by side where they leave each other room on two cores: the static checks are single-threaded,
// and the build fits beside them; the server suite on PostgreSQL mostly waits on the database, and the
// several-instances test mostly waits on its servers' restarts. The unit tests on PGlite and in jsdom,
// and Playwright, use both cores each and run alone.
import { spawn } from "node:child_process";

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs a command; `quiet` keeps its output until it ends, so side-by-side runs do not interleave. */
function run(title, cmd, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const since = Date.now();
    if (!quiet) console.log(`\n== ${title}`);
    const child = spawn(cmd, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env });
    let out = "";
    child.stdout?.on("data", (d) => (out += d));
    child.stderr?.on("data", (d) => (out += d));
    child.on("close", (code) => {
      if (quiet) console.log(`\n== ${title}\n${out.trimEnd()}`);
      console.log(`== ${title}: ${code === 0 ? "passed" : "FAILED"} in ${seconds(since)}`);
      resolve(code === 0);
    });
  });
}

async function stage(title, jobs) {
  const since = Date.now();
  const ok = (await Promise.all(jobs())).every(Boolean);
  console.log(`== stage ${title}: ${seconds(since)} (${seconds(started)} since the start)`);
  if (!ok) process.exit(1);
}

const npm = (script) => ["npm", ["run", "--silent", script]];
const vitest = (...args) => ["npx", ["vitest", "run", ...args]];
const { TEST_DATABASE_URL, ...withoutPg } = process.env;

await stage("static checks and build", () => [
  run("types (tsc -b)", ...npm("typecheck"), { quiet: true }),
  run("lint (ESLint, import cycles)", ...npm("lint"), { quiet: true }),
  run("format (Prettier)", ...npm("format:check"), { quiet: true }),
  run("build", ...npm("build"), { quiet: true }).then(
    (ok) => ok && run("JavaScript budgets", "node", ["bench/bundle-size.mjs"], { quiet: true }),
  ),
]);
await stage("unit and integration tests (server on PGlite, web in jsdom)", () => [run("vitest", ...vitest(), { env: withoutPg })]);
await stage("server on PostgreSQL, and several instances behind nginx", () => [
  ...(TEST_DATABASE_URL ? [run("vitest: server on PostgreSQL", ...vitest("--project", "server"), { quiet: true })] : []),
  // Two instances of the build behind nginx, on one PostgreSQL, Redis and bucket (scripts/test-scale.mjs).
  run("two instances behind nginx", ...npm("test:scale"), { quiet: true }),
]);
await stage("browser tests", () => [run("Playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"])]);
console.log(`\n== npm test passed in ${seconds(started)}`);
