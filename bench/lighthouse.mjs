// Lighthouse (mobile emulation: slow 4G, 4x CPU; Debian's chromium) against the built app, in English
// and in Bengali (the browser's language picks the app's on a first visit): performance >= 95,
// accessibility 100, best practices >= 95, SEO >= 95 on /, /profiles, /profile/{id}, /register, /plans.
// Run after `npm run build`. LH_PAGES and LH_LANGS choose; each page's score is the median of LH_RUNS
// runs (3 by default: one run's performance score varies by several points on the same build, and
// Lighthouse's own guidance is to take the median of several); the spread is printed beside it.
// LH_URL skips the server; LH_OUT=dir keeps each page's last JSON report there. LH_URLS=a,b measures two
// (or more) servers already running, e.g. the build before a change and after it, run by run in turn,
// so that both see the same machine (one run's score moves by 10 points and more with what else the
// machine does); each line then names its server and shows the median total blocking time. LH_CPU sets the simulated
// CPU slowdown (4 by default, Lighthouse's mobile setting). Lighthouse multiplies the main-thread tasks
// it measured on this machine by it, so a faster machine scores higher: LH_CPU = 4 x (this machine's
// benchmark index / a slower machine's) shows roughly what the slower machine would score (each page's
// line ends with the index Lighthouse measured).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { startServer, stop, waitForHealth } from "./lib.mjs";

const pages = (process.env.LH_PAGES ?? "/,/profiles,/profile/{id},/register,/plans").split(",");
const langs = (process.env.LH_LANGS ?? "en,bn").split(",");
const runs = Number(process.env.LH_RUNS ?? 3);
const budgets = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 };
const cpuSlowdown = Number(process.env.LH_CPU ?? 4);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function launchChromium(port, lang) {
  const profile = mkdtempSync(join(tmpdir(), "sb-lh-chrome-"));
  const child = spawn(
    chromiumPath,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--lang=${lang}`,
      `--accept-lang=${lang === "bn" ? "bn-IN,bn" : "en-IN,en"}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { child, profile };
    } catch {
      /* not up yet */
    }
    await sleep(50);
  }
  throw new Error("chromium did not start");
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const appPort = Number(process.env.LH_APP_PORT ?? 3231);
let server;
let dataDir;
const compared = process.env.LH_URLS?.split(",");
let base = process.env.LH_URL ?? compared?.[0];
if (!base) {
  dataDir = mkdtempSync(join(tmpdir(), "sb-lh-"));
  const { child, t0 } = startServer({ PORT: String(appPort), DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "on" });
  server = child;
  await waitForHealth(appPort, t0, 90_000);
  base = `http://127.0.0.1:${appPort}`;
}
const debugPort = Number(process.env.LH_DEBUG_PORT ?? 9233);
let failed = false;
// One warm-up load so the first measured page does not pay for cold database caches.
await fetch(`${base}/api/plans`).catch(() => undefined);
for (const other of compared ?? []) await fetch(`${other}/api/plans`).catch(() => undefined);
const firstAd = await fetch(`${base}/api/profile/ad-profiles?page=1&limit=1`)
  .then((r) => r.json())
  .then((j) => j.data.profiles[0]?.profileId)
  .catch(() => undefined);
/** Keeps the run's JSON report (LH_OUT) and prints the audits scoring below 0.9. */
function report(result, path, lang, serverIndex) {
  if (process.env.LH_OUT) {
    mkdirSync(process.env.LH_OUT, { recursive: true });
    const slug = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    writeFileSync(join(process.env.LH_OUT, `${slug}-${lang}${serverIndex === null ? "" : `-${serverIndex}`}.json`), result.report);
  }
  const failing = Object.values(result.lhr.audits).filter(
    (a) =>
      a.score !== null &&
      a.score < 0.9 &&
      a.scoreDisplayMode !== "informative" &&
      a.scoreDisplayMode !== "notApplicable" &&
      a.scoreDisplayMode !== "manual",
  );
  if (failing.length)
    console.log(`  ${path} ${lang} audits below 0.9: ${failing.map((a) => `${a.id}(${a.displayValue ?? a.score})`).join(", ")}`);
}

console.log(`page            lang  ${Object.keys(budgets).join("  ")}`);
try {
  for (const lang of langs) {
    const chrome = await launchChromium(debugPort, lang);
    try {
      for (const path of pages.map((p) => p.replace("{id}", firstAd ?? "B2001"))) {
        const bases = compared ?? [base];
        const byBase = bases.map(() => ({ scores: {}, benchmarkIndex: [], tbt: [] }));
        for (let r = 0; r < runs; r++) {
          for (const [i, at] of bases.entries()) {
            const { scores, benchmarkIndex, tbt } = byBase[i];
            // A run Lighthouse itself could not record (its runtimeError, e.g. a trace without a navigation
            // start) scores 0 whatever the page: it is run again, twice at most.
            let result;
            for (let attempt = 0; attempt < 3; attempt++) {
              result = await lighthouse(`${at}${path}`, {
                port: debugPort,
                output: "json",
                logLevel: "error",
                onlyCategories: Object.keys(budgets),
                throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
              });
              if (!result.lhr.runtimeError) break;
              console.log(`  ${path} ${lang}: ${result.lhr.runtimeError.message}`);
            }
            benchmarkIndex.push(Math.round(result.lhr.environment.benchmarkIndex));
            tbt.push(Math.round(result.lhr.audits["total-blocking-time"]?.numericValue ?? 0));
            for (const [key, cat] of Object.entries(result.lhr.categories)) (scores[key] ??= []).push(Math.round((cat.score ?? 0) * 100));
            if (r === runs - 1) report(result, path, lang, bases.length > 1 ? i : null);
          }
        }
        for (const [i, { scores, benchmarkIndex, tbt }] of byBase.entries()) {
          const line = Object.entries(budgets).map(([key, min]) => {
            const s = median(scores[key]);
            if (s < min) failed = true;
            return `${String(s).padStart(key.length)}${s < min ? ` (< ${min})` : ""}`;
          });
          const spread = `  (performance runs: ${scores.performance.join(", ")}; benchmark index ${benchmarkIndex.join(", ")})`;
          const server = compared ? `  ${bases[i]}: TBT median ${median(tbt)} ms` : "";
          console.log(`${path.padEnd(16)}${lang.padEnd(6)}${line.join("  ")}${spread}${server}`);
        }
      }
    } finally {
      chrome.child.kill("SIGTERM");
      await sleep(200);
      rmSync(chrome.profile, { recursive: true, force: true });
    }
  }
} finally {
  if (server) await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  failed ? "FAIL  Lighthouse budgets" : "PASS  Lighthouse budgets (performance >= 95, accessibility 100, best practices >= 95, SEO >= 95)",
);
process.exitCode = failed ? 1 : 0;
