import { spawn, type ChildProcess } from "node:child_process";
import { get } from "node:http";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { createDatabaseSql } from "@app/db/testing";

const root = resolve(import.meta.dirname, "../../../..");

/** A port nothing listens on (yet). */
export const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  /** Every JSON log line written so far. */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
};

/**
 * Whether the address answers 200, on a connection of its own that the answer closes: a connection left idle in
 * fetch's pool would be held open through a drain (the server leaves idle connections to their client).
 */
export const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
  });

/** The server (src/main.ts through tsx) as a child process on its own port; resolves once it answers /api/health. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      CAPTCHA: "off",
      SEED_DEMO: "off",
      LOG_LEVEL: "info",
      OTP_IP_LIMIT: "100000",
      RATE_LIMIT_OTP_PER_MINUTE: "100000",
      ...env,
      PORT: String(port),
    },
  });
  const logs: Record<string, unknown>[] = [];
  let rest = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines)
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
  });
  child.stderr!.resume();
  const exited = new Promise<number | null>((ok) => child.once("exit", (code) => ok(code)));
  const base = `http://127.0.0.1:${port}`;
  // A cold start compiles the server through tsx: seconds, more on a busy machine.
  for (const until = Date.now() + 150_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error("the server did not start");
    if (await answers(`${base}/api/health`)) return { child, base, logs, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not answer");
}

/** Polls until the check passes (or throws its last failure after the time allowed). */
export async function eventually<T>(check: () => Promise<T>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A fresh PostgreSQL database beside TEST_DATABASE_URL's, and a way to drop it: empty, or (`migrated`) a copy
 * of the run's migrated database, for a test about what the server does once started rather than how it migrates.
 */
export async function pgDatabase(base: string, name: string, { migrated = false } = {}) {
  const pg = (await import("pg")).default;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await admin(migrated ? createDatabaseSql(name) : `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
