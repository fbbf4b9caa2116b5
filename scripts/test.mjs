// `npm test`: every check CI runs, each job started as soon as what it needs has passed, so both cores
// stay busy (the run is bound by CPU on two cores: a job waiting for another would leave one idle), and
// the jobs that wait on a database or a server run when nothing starves them (decision 0025):
// - the static checks (single-threaded each) and the build start at once;
// - once the build is done: the unit tests on PGlite and in jsdom, the server suite on PostgreSQL and the
//   several-instances test side by side. The last two spend most of their time waiting for PostgreSQL,
//   Redis or their servers, and each of their round trips waits for a core: the CPU-bound jobs around
//   them run at a lower priority (`nice`), so a woken database backend gets a core at once (beside the
//   browser suite at equal priority the PostgreSQL suite took ten times as long as alone);
// - then Playwright, alone: it keeps both cores busy by itself (Chromium's processes), and its waits are
//   for what a user would see, which a starved core would turn into flaky timeouts.
// A job's output is kept until it ends, so jobs side by side do not interleave (Playwright's is shown
// as it comes). The first failure ends the run.
import { spawn } from "node:child_process";

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const children = new Set();

/** Ends every job still running, and whatever it started: each runs in a process group of its own. */
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** Runs a command, its output kept until it ends (`live`: shown as it comes); resolves when it passed, else ends the run. */
function run(title, cmd, args, { env = process.env, live = false, background = false } = {}) {
  return new Promise((resolve) => {
    const since = Date.now();
    console.log(`== ${title}: started (${seconds(started)} since the start)`);
    // A background job yields the cores to the others whenever they want them (niceness 10).
    const [command, argv] = background ? ["nice", ["-n", "10", cmd, ...args]] : [cmd, args];
    const child = spawn(command, argv, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"], env, detached: true });
    children.add(child);
    let out = "";
    child.stdout?.on("data", (d) => (out += d));
    child.stderr?.on("data", (d) => (out += d));
    child.on("close", (code) => {
      children.delete(child);
      if (!live) console.log(`\n== ${title}\n${out.trimEnd()}`);
      console.log(`== ${title}: ${code === 0 ? "passed" : "FAILED"} in ${seconds(since)} (${seconds(started)} since the start)`);
      if (code !== 0) {
        stopAll();
        process.exit(1);
      }
      resolve();
    });
  });
}

// Ctrl-C or CI's stop ends every job, and what it started (each runs in a process group of its own).
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    stopAll();
    process.exit(1);
  });

const npm = (script) => ["npm", ["run", "--silent", script]];
const vitest = (...args) => ["npx", ["vitest", "run", ...args]];
const { TEST_DATABASE_URL, ...withoutPg } = process.env;

const types = run("types (tsc -b)", ...npm("typecheck"), { background: true });
const lint = run("lint (ESLint, import cycles)", ...npm("lint"), { background: true });
const format = run("format (Prettier)", ...npm("format:check"), { background: true });
const build = run("build", ...npm("build")).then(() => run("JavaScript budgets", "node", ["bench/bundle-size.mjs"]));

await build;
await Promise.all([
  run("unit and integration tests (server on PGlite, web in jsdom)", ...vitest(), { env: withoutPg, background: true }),
  TEST_DATABASE_URL ? run("server tests on PostgreSQL", ...vitest("--project", "server")) : undefined,
  // Two instances of the build behind nginx, on one PostgreSQL, Redis and bucket (scripts/test-scale.mjs).
  run("two instances behind nginx", ...npm("test:scale")),
]);
await Promise.all([
  types,
  lint,
  format,
  run("Playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], { live: true }),
]);
console.log(`\n== npm test passed in ${seconds(started)}`);
