// `npm run test:scale`: the service as two stateless instances behind nginx. It starts a throwaway
// PostgreSQL database, an S3-compatible server, two instances of the built server (`npm run build`) on
// one database, Redis and bucket, and nginx on deploy/nginx's configuration, then proves through nginx
// that what one instance writes the other serves, that limits count once, that a payment's steps may
// land on either, that rolling restarts and dropped database connections fail no request, and that
// each instance's metrics count what it served. Prints each scenario's result and time; stops every
// process it started and drops the database, also when a scenario fails.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createCluster, redisAnswers, redisUrl, tail } from "./scale/harness.mjs";
import { createClient, adminSignIn } from "./scale/api.mjs";
import { scenarios } from "./scale/scenarios.mjs";

const started = Date.now();
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
if (!existsSync(new URL("../apps/server/dist/main.js", import.meta.url)) && !process.env.SCALE_SERVER) {
  console.error("apps/server/dist/main.js is missing: run `npm run build` first.");
  process.exit(1);
}
if (!(await redisAnswers())) {
  console.error(`Redis does not answer at ${redisUrl} (REDIS_URL): the instances share their rate limits through it.`);
  process.exit(1);
}

const only = process.env.SCALE_ONLY?.split(",").map((s) => s.trim());
const metricsToken = randomBytes(24).toString("hex");
const cluster = createCluster({
  instanceEnv: {
    CAPTCHA: "off",
    SEED_DEMO: "on",
    // Small limits, so that reaching them takes a few requests: per address, OTP sends a quarter of an
    // hour and requests a minute to the OTP and sign-in routes.
    OTP_IP_LIMIT: "4",
    RATE_LIMIT_OTP_PER_MINUTE: "8",
    // Above nginx's keepalive_timeout (10 s), as in production: a stopping instance waits for nginx to
    // close its idle connections.
    SHUTDOWN_DRAIN_MS: "20000",
    // Prometheus reads GET /metrics of each instance with this token.
    METRICS_TOKEN: metricsToken,
  },
});
let failed = 0;
const stopping = async (signal) => {
  console.log(`\n${signal}: stopping what the test started`);
  await cluster.stopAll();
  process.exit(1);
};
process.once("SIGINT", stopping);
process.once("SIGTERM", stopping);

try {
  const t0 = Date.now();
  await Promise.all([cluster.database(), cluster.s3()]);
  const ports = await cluster.plan(["a", "b"]);
  const nginx = await cluster.nginx(ports);
  cluster.state.publicUrl = nginx.url;
  await Promise.all(["a", "b"].map((n) => cluster.startInstance(n)));
  await Promise.all(["a", "b"].map((n) => cluster.waitReady(n)));
  const client = createClient(nginx.url, ports);
  // The demo data is seeded after an instance answers; the demo admin comes before the demo members.
  const seeded = async () => (await client.call("GET", "/api/profile/ad-profiles?limit=1")).body?.data?.profiles?.length > 0;
  for (let i = 0; !(await seeded()); i++) {
    if (i > 600) throw new Error("the demo data was not seeded within a minute");
    await new Promise((r) => setTimeout(r, 100));
  }
  const ctx = { cluster, client, ports, metricsToken, adminToken: await adminSignIn(client, { via: "a" }) };
  console.log(`== started a PostgreSQL database, an S3 server, two instances and nginx in ${secs(Date.now() - t0)}`);

  for (const s of scenarios) {
    if (only && !only.some((o) => s.name.includes(o))) continue;
    const since = Date.now();
    try {
      const note = await s.run(ctx);
      console.log(`PASS  ${s.name} (${secs(Date.now() - since)})${note ? `: ${note}` : ""}`);
    } catch (e) {
      failed++;
      console.log(`FAIL  ${s.name} (${secs(Date.now() - since)}): ${e.stack ?? e}`);
    }
  }
} catch (e) {
  failed++;
  console.log(`FAIL  setting up: ${e.stack ?? e}`);
  for (const name of ["a", "b"]) {
    const log = cluster.state.instances[name]?.child?.log;
    if (log) console.log(`-- instance ${name}'s log:\n${tail(log)}`);
  }
} finally {
  await cluster.stopAll();
}
console.log(`== ${failed ? `${failed} FAILED` : "all passed"} in ${secs(Date.now() - started)}`);
process.exitCode = failed ? 1 : 0;
