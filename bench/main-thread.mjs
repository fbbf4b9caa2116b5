// Where a page's main-thread time goes as it starts: loads a page once at phone size, unthrottled (as
// Lighthouse's simulated throttling observes it before multiplying the CPU time by 4), and lists every
// main-thread task of at least MT_MIN ms (10) with what the browser did in it and the functions that
// ran (source-mapped when the web app was built with `SOURCEMAP=1 npm run build`), and the blocking
// time those tasks would add at 4x CPU after the first contentful paint. A diagnostic, not a budget:
//   node bench/main-thread.mjs /register bn      (MT_URL=http://host:port skips starting the server)
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { startServer, stop, waitForHealth } from "./lib.mjs";

const [path = "/register", lang = "bn"] = process.argv.slice(2);
const min = Number(process.env.MT_MIN ?? 10);
let base = process.env.MT_URL;
let server;
let dataDir;
if (!base) {
  dataDir = mkdtempSync(join(tmpdir(), "sb-mt-"));
  const { child, t0 } = startServer({ PORT: "3233", DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "on" });
  server = child;
  await waitForHealth(3233, t0, 90_000);
  base = "http://127.0.0.1:3233";
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", `--lang=${lang}`],
});
let events;
try {
  const context = await browser.newContext({
    locale: lang === "bn" ? "bn-IN" : "en-IN",
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const categories = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "disabled-by-default-v8.cpu_profiler",
    "loading",
    "blink.user_timing",
  ];
  await browser.startTracing(page, { categories });
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(5000);
  events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
} finally {
  await browser.close();
  if (server) await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const fcp = events.find((e) => e.name === "firstContentfulPaint");
const { pid } = fcp;
const tid = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.pid === pid && e.args.name === "CrRendererMain").tid;
const start = events.find((e) => e.name === "navigationStart" && e.pid === pid && e.args?.data?.documentLoaderURL?.startsWith("http")).ts;

// The CPU profile of the main thread, as samples [time, node].
const profile = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
const nodes = new Map();
const parent = new Map();
const samples = [];
let at = profile?.args.data.startTime ?? 0;
for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile?.id)) {
  const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
  for (const n of cpuProfile.nodes ?? []) {
    nodes.set(n.id, n);
    if (n.parent) parent.set(n.id, n.parent);
  }
  (cpuProfile.samples ?? []).forEach((node, i) => samples.push([(at += timeDeltas[i]), node]));
}

const maps = new Map();
function place({ url = "", functionName, lineNumber, columnNumber }) {
  const file = url.includes("/assets/") ? `apps/web/dist/assets/${url.replace(/^.*\/assets\//, "")}` : null;
  if (file && !maps.has(file)) {
    // The compile-hints line (vite.config.ts) was added after the map was written.
    const hinted = existsSync(file) && readFileSync(file, "utf8").startsWith("//# allFunctionsCalledOnLoad");
    maps.set(
      file,
      existsSync(`${file}.map`) ? { map: new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8"))), hinted } : null,
    );
  }
  const m = file && maps.get(file);
  const line = lineNumber + 1 - (m?.hinted ? 1 : 0);
  if (!m || line < 1) return `${functionName || "(anonymous)"} ${url.replace(/^.*\//, "").slice(0, 40)}`;
  const p = m.map.originalPositionFor({ line, column: columnNumber });
  const source = String(p.source)
    .replace(/^.*node_modules\//, "")
    .replace(/^.*\/src\//, "src/");
  return `${p.name || functionName || "(anonymous)"} ${source}:${p.line}`;
}
/** A sample named by the innermost frames of the app's own code (else the innermost frames). */
function sampleName(id) {
  const frames = [];
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const frame = nodes.get(n)?.callFrame;
    if (frame && frame.functionName !== "(root)") frames.push(place(frame));
  }
  const own = frames.filter((f) => / src\//.test(f));
  return (own.length ? own : frames).slice(0, 2).join(" < ") || "(unknown)";
}

const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X");
const kinds = [
  "v8.evaluateModule",
  "v8.compileModule",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
];
let blocking = 0;
console.log(`${path} ${lang}: first contentful paint at ${((fcp.ts - start) / 1000).toFixed(0)} ms`);
for (const task of main.filter((e) => e.name === "RunTask" && e.dur >= min * 1000).sort((a, b) => a.ts - b.ts)) {
  const ms = task.dur / 1000;
  const after = task.ts >= fcp.ts;
  if (after) blocking += Math.max(0, 4 * ms - 50);
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const what = {};
  for (const e of inside) if (kinds.includes(e.name)) what[e.name] = (what[e.name] ?? 0) + e.dur / 1000;
  const summary = Object.entries(what)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(", ");
  console.log(
    `\n${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms${after ? "" : " (before the first paint)"}  ${summary}`,
  );
  const counts = new Map();
  for (const [t, id] of samples) {
    if (t < task.ts || t > task.ts + task.dur) continue;
    if (["(idle)", "(program)", "(garbage collector)"].includes(nodes.get(id)?.callFrame.functionName)) continue;
    const name = sampleName(id);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`      ${Math.round((100 * n) / total)}% ${name}`);
}
console.log(`\nblocking time these tasks would add at 4x CPU after the first paint: ${blocking.toFixed(0)} ms`);
