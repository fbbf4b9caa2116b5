// Several instances behind nginx, measured (not run by CI; the proof is `npm run test:scale`): browse
// throughput and latency through nginx with one instance and with two, a rolling restart under steady
// traffic (requests sent, failed, slowest) and how long both instances take to serve again after every
// PostgreSQL connection is ended (pg_terminate_backend; the cluster itself is never restarted, since
// other databases share it). Prints a table.
//
//   npm run build && node bench/scale.mjs        (PostgreSQL on 127.0.0.1:5432, Redis on 127.0.0.1:6379, nginx)
//
// The load comes from this process through undici's pool (CONNECTIONS keep-alive connections for
// BENCH_SECONDS, default 10, each run). On one machine the instances, nginx, PostgreSQL and the load share its cores, so
// a second instance adds throughput only where the machine has cores to spare.
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { Pool } from "undici";
import { percentile } from "./lib.mjs";
import { createCluster, redisAnswers, until } from "../scripts/scale/harness.mjs";
import { adminSignIn, createClient, randomIp } from "../scripts/scale/api.mjs";
import { steadyTraffic } from "../scripts/scale/traffic.mjs";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TERMINATIONS = Number(process.env.TERMINATIONS ?? 5);

if (!(await redisAnswers())) {
  console.error("Redis does not answer (REDIS_URL, default redis://127.0.0.1:6379).");
  process.exit(1);
}
const cluster = createCluster({ label: "sb-bench-scale", instanceEnv: { CAPTCHA: "off", SEED_DEMO: "on", LOG_LEVEL: "warn" } });
const rows = [];
const row = (what, value) => rows.push([what, value]);

/** Browse pages through nginx for SECONDS on CONNECTIONS connections; `via` pins one instance. */
async function browseLoad(url, via) {
  const pool = new Pool(url, { connections: CONNECTIONS, pipelining: 1 });
  const times = [];
  let errors = 0;
  const by = {};
  const end = performance.now() + SECONDS * 1000;
  const paths = ["?page=1&limit=20", "?page=2&limit=20", "?profileFor=bride&limit=20", "?profileFor=groom&religion=Hindu&limit=20"];
  async function worker(i) {
    for (let n = i; performance.now() < end; n++) {
      const t0 = performance.now();
      try {
        const res = await pool.request({
          path: `/api/profile/ad-profiles${paths[n % paths.length]}`,
          method: "GET",
          headers: { "x-forwarded-for": randomIp(), "accept-encoding": "br, gzip", ...(via ? { "x-instance": via } : {}) },
        });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) errors++;
        const up = String(res.headers["x-upstream"] ?? "");
        by[up] = (by[up] ?? 0) + 1;
      } catch {
        errors++;
      }
      times.push(performance.now() - t0);
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  const seconds = (performance.now() - t0) / 1000;
  await pool.close();
  return {
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
    spread: Object.values(by).join(" / "),
  };
}

try {
  await Promise.all([cluster.database(), cluster.s3()]);
  const ports = await cluster.plan(["a", "b"]);
  const nginx = await cluster.nginx(ports);
  cluster.state.publicUrl = nginx.url;
  await Promise.all(["a", "b"].map((n) => cluster.startInstance(n)));
  await Promise.all(["a", "b"].map((n) => cluster.waitReady(n)));
  const client = createClient(nginx.url, ports);
  await until(
    "demo data seeded",
    60_000,
    async () => (await client.call("GET", "/api/profile/ad-profiles?limit=1")).body?.data?.profiles?.length > 0,
  );
  await adminSignIn(client, { via: "a" });
  // Warm both instances (JIT, caches, pool connections) before measuring.
  await browseLoad(nginx.url, undefined);

  const one = await browseLoad(nginx.url, "a");
  row(`browse, 1 instance: req/s`, one.rps.toFixed(0));
  row(`browse, 1 instance: p50 / p95`, `${one.p50.toFixed(1)} / ${one.p95.toFixed(1)} ms`);
  row(`browse, 1 instance: errors`, String(one.errors));
  const two = await browseLoad(nginx.url, undefined);
  row(`browse, 2 instances: req/s`, two.rps.toFixed(0));
  row(`browse, 2 instances: p50 / p95`, `${two.p50.toFixed(1)} / ${two.p95.toFixed(1)} ms`);
  row(`browse, 2 instances: errors (answers a / b)`, `${two.errors} (${two.spread})`);

  // Rolling restart under steady traffic, as the proof runs it.
  const traffic = await steadyTraffic({ client }, { readers: 8 });
  await sleep(2000);
  for (const name of ["a", "b"]) {
    const stopped = Date.now();
    const exit = await cluster.stopInstance(name);
    row(`rolling restart: ${name} exit code, drain`, `${exit.code}, ${Date.now() - stopped} ms`);
    const restarted = Date.now();
    await cluster.startInstance(name);
    row(`rolling restart: ${name} ready again after`, `${await cluster.waitReady(name)} ms`);
    await until(`nginx sends ${name} requests again`, 30_000, async () => traffic.answeredBy(name, restarted));
  }
  await sleep(2000);
  await traffic.stop();
  const s = traffic.summary();
  row("rolling restart: requests sent / failed", `${s.sent} / ${s.failed}`);
  row("rolling restart: slowest request", `${s.slowest} ms`);
  if (s.failed) row("rolling restart: failures", s.failures.slice(0, 3).join("; "));

  // Every PostgreSQL connection of both instances ended: time until both serve browse again.
  const admin = new pg.Client({ connectionString: cluster.state.dbUrl });
  await admin.connect();
  const recover = [];
  for (let i = 0; i < TERMINATIONS; i++) {
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
      cluster.state.dbName,
    ]);
    const t0 = performance.now();
    await Promise.all(
      ["a", "b"].map(async (via) => {
        for (;;) {
          const r = await client.call("GET", `/api/profile/ad-profiles?page=${2 + i}&limit=5`, { via });
          if (r.status === 200) return;
          await sleep(10);
        }
      }),
    );
    recover.push(performance.now() - t0);
    await sleep(500);
  }
  await admin.end();
  row(
    `connections ended (${TERMINATIONS}×): both serve again, median / max`,
    `${percentile(recover, 50).toFixed(0)} / ${Math.max(...recover).toFixed(0)} ms`,
  );
} finally {
  await cluster.stopAll();
}

const width = Math.max(...rows.map(([w]) => w.length));
console.log(`\nseveral instances behind nginx (${CONNECTIONS} connections, ${SECONDS} s a browse run, undici's pool)`);
for (const [what, value] of rows) console.log(`${what.padEnd(width)}  ${value}`);
