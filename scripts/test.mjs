// `npm test`: every check CI runs, in stages, with each stage's time. The static checks (types, lint and
// cycles, formatting) are single-threaded, so they run side by side; the rest use both cores each.
import { spawn } from "node:child_process";

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs a command; `quiet` keeps its output until it ends, so side-by-side runs do not interleave. */
function run(title, cmd, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const since = Date.now();
    if (!quiet) console.log(`\n== ${title}`);
    const child = spawn(cmd, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
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
await stage("static checks", () => [
  run("types (tsc -b)", ...npm("typecheck"), { quiet: true }),
  run("lint (ESLint, import cycles)", ...npm("lint"), { quiet: true }),
  run("format (Prettier)", ...npm("format:check"), { quiet: true }),
]);
await stage("unit and integration tests", () => [run("vitest", "node", ["scripts/test-unit.mjs"])]);
await stage("build and JavaScript budgets", () => [
  run("build", ...npm("build")).then((ok) => ok && run("JavaScript budgets", "node", ["bench/bundle-size.mjs"])),
]);
// Two instances of the build behind nginx, on one PostgreSQL, Redis and bucket (scripts/test-scale.mjs).
await stage("several instances behind nginx", () => [run("two instances", ...npm("test:scale"))]);
await stage("browser tests", () => [run("Playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"])]);
console.log(`\n== npm test passed in ${seconds(started)}`);
