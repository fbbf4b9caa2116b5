// Restarts the local PostgreSQL cluster under steady load and reports how the built server came through:
// answers by status, whether every failure was the 503 database_unavailable envelope, whether the same
// process still answers, and how long after the restart the first 200 came back.
//
//   node bench/db-restart.mjs            (needs apps/server/dist: `npm run build`, or `node scripts/build-server.mjs`)
//
// It creates and drops a throwaway database on 127.0.0.1:5432 (PG_ADMIN_URL overrides the admin connection) and
// restarts the whole cluster with pg_ctlcluster: every other client of that cluster loses its connections too.
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";
import { stop, waitForHealth } from "./lib.mjs";

const CLIENTS = Number(process.env.CLIENTS ?? 4);
const WARM_MS = 3000; // load before the restart
const AFTER_MS = 5000; // load after the first 200 again
const GIVE_UP_MS = 60_000; // the longest the database may stay away before the run stops
const port = Number(process.env.PORT ?? 3293);
const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

if (!existsSync("apps/server/dist/main.js")) {
  console.error("apps/server/dist/main.js is missing: run `npm run build` (or `node scripts/build-server.mjs`) first.");
  process.exit(1);
}
const version = existsSync("/etc/postgresql")
  ? readdirSync("/etc/postgresql")
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(a) - Number(b))
      .pop()
  : undefined;
if (!version) {
  console.error("No PostgreSQL cluster under /etc/postgresql: this benchmark restarts a local Debian cluster.");
  process.exit(1);
}

async function admin(query) {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await c.query(query);
  } finally {
    await c.end();
  }
}

const dbName = `sb_bench_restart_${Date.now().toString(36)}`;
const dataDir = mkdtempSync(join(tmpdir(), "sb-bench-restart-"));
await admin(`create database ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const child = spawn("node", ["apps/server/dist/main.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl.toString(),
    NODE_ENV: "development",
    SEED_DEMO: "on",
    CAPTCHA: "off",
    LOG_LEVEL: "warn",
    WEB_DIST: join(dataDir, "no-web-app"),
  },
  stdio: ["ignore", "pipe", "pipe"],
});
const serverPid = child.pid;
let exit = null;
child.once("exit", (code, signal) => (exit = { code, signal }));
// The server's own words about the outage (pino JSON lines at warn and above).
const logCounts = new Map();
let logTail = "";
const countLog = (chunk) => {
  const lines = (logTail + chunk).split("\n");
  logTail = lines.pop();
  for (const line of lines) {
    const msg = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 80);
    logCounts.set(msg, (logCounts.get(msg) ?? 0) + 1);
  }
};
child.stdout.on("data", countLog);
child.stderr.on("data", countLog);

const results = []; // { sent, at, status, enveloped }
let running = true;
const paths = ["/api/profile/ad-profiles?gender=Female", "/api/plans"];

async function client(i) {
  for (let n = i; running; n++) {
    const sent = performance.now();
    let status = "no answer";
    let enveloped = false;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${paths[n % paths.length]}`, { signal: AbortSignal.timeout(15_000) });
      status = res.status;
      const body = await res.json().catch(() => null);
      enveloped =
        res.status === 503 &&
        body?.success === false &&
        body.code === "database_unavailable" &&
        typeof body.message === "string" &&
        body.message === body.error;
    } catch {
      /* refused, reset or timed out: counted as no answer */
    }
    results.push({ sent, at: performance.now(), status, enveloped });
    if (status !== 200) await sleep(50); // no busy loop while the database is away
  }
}

let exitCode = 0;
try {
  await waitForHealth(port, performance.now(), 60_000);
  // Demo data is seeded after the server answers: wait until browse answers 200.
  for (let i = 0; i < 100; i++) {
    const r = await fetch(`http://127.0.0.1:${port}${paths[0]}`).catch(() => null);
    if (r?.status === 200) break;
    await sleep(200);
  }
  await sleep(2000);

  const loaders = Array.from({ length: CLIENTS }, (_, i) => client(i));
  await sleep(WARM_MS);

  const restartAt = performance.now();
  const restart = promisify(execFile)("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "restart"]);
  await restart;
  const restartedAt = performance.now();

  // Wait for a 200 to a request sent after the cluster answered again, then keep the load on a little longer.
  let back;
  while (!back && performance.now() - restartAt < GIVE_UP_MS && exit === null) {
    back = results.find((r) => r.sent >= restartedAt && r.status === 200);
    if (!back) await sleep(50);
  }
  if (back) await sleep(AFTER_MS);
  running = false;
  await Promise.all(loaders);

  const during = results.filter((r) => r.at >= restartAt);
  const firstBad = during.find((r) => r.status !== 200);
  const lastBad = [...during].reverse().find((r) => r.status !== 200);
  const firstOkAfterOutage = lastBad ? during.find((r) => r.status === 200 && r.sent >= lastBad.sent) : undefined;
  const byStatus = new Map();
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const non200 = results.filter((r) => r.status !== 200);
  const allEnveloped = non200.every((r) => r.enveloped);
  const sec = (t) => ((t - restartAt) / 1000).toFixed(2);
  const alive =
    exit === null &&
    (await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((r) => r.status)
      .catch(() => "no answer"));

  console.log(`PostgreSQL ${version} restarted under ${CLIENTS} concurrent clients (${paths.join(", ")})`);
  console.log(`pg_ctlcluster restart returned after ${((restartedAt - restartAt) / 1000).toFixed(2)} s`);
  console.log(`requests: ${results.length}`);
  for (const s of [200, 503]) console.log(`  ${s}: ${byStatus.get(s) ?? 0}`);
  const other = [...byStatus].filter(([s]) => s !== 200 && s !== 503);
  console.log(
    `  other: ${other.reduce((a, [, n]) => a + n, 0)}${other.length ? ` (${other.map(([s, n]) => `${s}×${n}`).join(", ")})` : ""}`,
  );
  console.log(
    `every non-200 was an enveloped 503 database_unavailable: ${non200.length ? (allEnveloped ? "yes" : "NO") : "yes (there were none)"}`,
  );
  console.log(
    `same server process (pid ${serverPid}) still answering: ${exit === null ? `yes (/api/ready ${alive})` : `NO, it exited ${JSON.stringify(exit)}`}`,
  );
  if (firstBad) console.log(`first non-200 at +${sec(firstBad.at)} s, last non-200 at +${sec(lastBad.at)} s after the restart began`);
  else console.log("no request failed during the restart");
  const firstOk = firstOkAfterOutage ?? back;
  // pg_ctlcluster returns a few seconds after the server takes connections again, so it is not the measure.
  console.log(
    firstOk ? `first 200 again: +${sec(firstOk.at)} s after the restart began` : `NO 200 within ${GIVE_UP_MS / 1000} s of the restart`,
  );
  console.log("server log lines at warn or above:");
  for (const [msg, n] of logCounts) console.log(`  ${n}× ${msg}`);
  if (exit !== null || !firstOk || !allEnveloped) exitCode = 1;
} catch (e) {
  console.error(e);
  exitCode = 1;
} finally {
  running = false;
  await stop(child);
  await admin(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(`could not drop ${dbName}: ${e.message}`));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
