// Starts what several instances behind nginx need, each as a child process kept by its PID: a throwaway
// PostgreSQL database, an S3-compatible server (s3rver), app instances (the built bundle) sharing the
// database, Redis and the bucket, and nginx on a configuration rendered from
// deploy/nginx/scale-test.conf.template. `stopAll()` ends every process it started and drops the database.
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";

const root = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
export const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const nginxBin = process.env.NGINX ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
/** The server bundle (`npm run build`); SCALE_SERVER points at another build. */
const serverEntry = resolve(root, process.env.SCALE_SERVER ?? "apps/server/dist/main.js");

/** A TCP port nothing listens on now. */
export async function freePort() {
  const srv = createServer();
  await new Promise((ok) => srv.listen(0, "127.0.0.1", ok));
  const { port } = srv.address();
  await new Promise((ok) => srv.close(ok));
  return port;
}

/** Polls `check` every 50 ms until it answers true; throws after `ms`. */
export async function until(what, ms, check) {
  const since = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - since;
    if (Date.now() - since > ms) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(50);
  }
}

async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function redisAnswers() {
  const { Redis } = await import("ioredis");
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

export function createCluster({ label = "sb-scale", instanceEnv = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  // nginx started by root runs its workers as nobody, who must reach the body and proxy buffers inside.
  chmodSync(dir, 0o755);
  const children = new Set();
  const state = { dir, dbName: undefined, dbUrl: undefined, s3: undefined, nginx: undefined, instances: {} };
  const secret = randomBytes(32).toString("hex");

  /** A child process whose output goes to a file in the temp folder. */
  function child(name, cmd, args, env = {}) {
    const log = join(dir, `${name}.log`);
    const fd = openSync(log, "a");
    const proc = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", fd, fd] });
    closeSync(fd);
    const entry = { name, proc, log, exited: new Promise((ok) => proc.once("exit", (code, signal) => ok({ code, signal }))) };
    children.add(entry);
    entry.exited.then(() => children.delete(entry));
    return entry;
  }

  async function database() {
    state.dbName = `sb_ci_scale_${Date.now().toString(36)}_${process.pid}`;
    await adminQuery(`create database ${state.dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${state.dbName}`;
    state.dbUrl = url.toString();
  }

  async function s3() {
    const port = await freePort();
    const data = join(dir, "s3");
    mkdirSync(data);
    const bucket = "shubho-media";
    // s3rver makes its list continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
    const proc = child("s3rver", process.execPath, [
      "--openssl-legacy-provider",
      join(root, "node_modules/s3rver/bin/s3rver.js"),
      "--no-vhost-buckets",
      "--directory",
      data,
      "--address",
      "127.0.0.1",
      "--port",
      String(port),
      "--configure-bucket",
      bucket,
      "--silent",
    ]);
    const endpoint = `http://127.0.0.1:${port}`;
    await until("s3rver", 15_000, async () => (await fetch(`${endpoint}/${bucket}?list-type=2`)).status < 500);
    state.s3 = { proc, endpoint, bucket };
  }

  /**
   * The environment every instance shares: one database, one Redis, one secret, and one media store:
   * the bucket when s3() started one, else one media folder (as a shared network folder would be).
   */
  function sharedEnv() {
    const media = state.s3
      ? {
          STORAGE: "s3",
          S3_BUCKET: state.s3.bucket,
          S3_ENDPOINT: state.s3.endpoint,
          S3_REGION: "us-east-1",
          S3_ACCESS_KEY_ID: "S3RVER",
          S3_SECRET_ACCESS_KEY: "S3RVER",
          S3_FORCE_PATH_STYLE: "on",
        }
      : { DATA_DIR: join(dir, "data-shared") };
    return {
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      DATABASE_URL: state.dbUrl,
      REDIS_URL: redisUrl,
      APP_SECRET: secret,
      TRUST_PROXY: "on",
      LOG_LEVEL: "info",
      PUBLIC_URL: state.publicUrl ?? "",
      ...media,
      ...instanceEnv,
    };
  }

  /** Starts (or starts again) instance `name` on its port; resolves once it is spawned. */
  async function startInstance(name) {
    const inst = (state.instances[name] ??= { name, port: await freePort(), dataDir: join(dir, `data-${name}`) });
    const env = { DATA_DIR: inst.dataDir, ...sharedEnv(), PORT: String(inst.port) };
    inst.child = child(`instance-${name}`, process.execPath, ["--enable-source-maps", serverEntry], env);
    inst.startedAt = Date.now();
    return inst;
  }

  /** Waits for the instance's /api/ready; throws (with the end of its log) if it exits first. */
  async function waitReady(name, ms = 60_000) {
    const inst = state.instances[name];
    let exited = null;
    inst.child.exited.then((e) => (exited = e));
    return until(`instance ${name} ready`, ms, async () => {
      if (exited) throw new Error(`instance ${name} exited (${JSON.stringify(exited)}):\n${tail(inst.child.log)}`);
      // On a connection of its own, as an orchestrator's probe: one left idle in fetch's pool would be held
      // open through the instance's next drain, which leaves idle connections to their client.
      return (await fetch(`http://127.0.0.1:${inst.port}/api/ready`, { headers: { connection: "close" } })).status === 200;
    }).catch((e) => {
      throw new Error(`${e.message}\n${tail(inst.child.log)}`);
    });
  }

  /** SIGTERM, and the exit it ends with. */
  async function stopInstance(name) {
    const { child: c } = state.instances[name];
    c.proc.kill("SIGTERM");
    return c.exited;
  }

  async function nginx(ports) {
    const port = await freePort();
    const prefix = join(dir, "nginx");
    mkdirSync(prefix);
    const conf = readFileSync(join(root, "deploy/nginx/scale-test.conf.template"), "utf8")
      .replaceAll("{{PREFIX}}", prefix)
      .replaceAll("{{PORT}}", String(port))
      .replaceAll("{{PORT_A}}", String(ports.a))
      .replaceAll("{{PORT_B}}", String(ports.b))
      .replaceAll("{{PROXY_CONF}}", join(root, "deploy/nginx/shubho-bibaho-proxy.conf"));
    writeFileSync(join(prefix, "nginx.conf"), conf);
    // nginx opens its compiled-in error log before it reads the configuration's; -e sends that one here too.
    await run(nginxBin, ["-t", "-q", "-e", join(prefix, "error.log"), "-p", prefix, "-c", join(prefix, "nginx.conf")]);
    const proc = child("nginx", nginxBin, [
      "-e",
      join(prefix, "error.log"),
      "-p",
      prefix,
      "-c",
      join(prefix, "nginx.conf"),
      "-g",
      "daemon off;",
    ]);
    const url = `http://127.0.0.1:${port}`;
    await until("nginx", 10_000, async () => (await fetch(`${url}/api/health`)).status > 0);
    state.nginx = { proc, url, prefix, port };
    return state.nginx;
  }

  /** Reserves the instances' ports, so the public URL and nginx's configuration are known before they start. */
  async function plan(names) {
    for (const name of names) state.instances[name] ??= { name, port: await freePort(), dataDir: join(dir, `data-${name}`) };
    return Object.fromEntries(names.map((n) => [n, state.instances[n].port]));
  }

  async function stopAll() {
    // The last started first: nginx before the instances, so that they find no idle connection of nginx's to wait for.
    for (const c of [...children].reverse()) {
      if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill("SIGTERM");
      const done = await Promise.race([c.exited, sleep(20_000).then(() => null)]);
      if (!done) {
        c.proc.kill("SIGKILL");
        await c.exited;
      }
    }
    if (state.dbName) await adminQuery(`drop database if exists ${state.dbName} with (force)`).catch(() => undefined);
    if (!process.env.SCALE_KEEP) rmSync(dir, { recursive: true, force: true });
  }

  return { state, database, s3, plan, startInstance, waitReady, stopInstance, nginx, stopAll, secret };
}

/** The last lines of a log file. */
export function tail(file, lines = 25) {
  if (!existsSync(file)) return "";
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}
