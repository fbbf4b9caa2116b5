// A lost PostgreSQL connection never ends the process: requests that need the database answer 503
// database_unavailable while it is away, readiness says so, and everything works again once it is back.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { isConnectionError, openDatabase, rawRows, schema, type DbHandle } from "@app/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type AppInstance } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { fixedClock } from "../../lib/clock.ts";
import { ConsoleSms } from "../../providers/sms/index.ts";
import { ConsoleMail } from "../../providers/mail/index.ts";
import { LocalStorage } from "../../providers/storage/index.ts";
import { TestGateway } from "../../providers/payments/index.ts";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { member } from "../proposals/test-helpers.ts";
import { startJobs, type JobDeps } from "../../jobs/index.ts";

const pgBase = process.env.TEST_DATABASE_URL;
const unavailable = {
  success: false,
  code: "database_unavailable",
  message: "The service is briefly unavailable. Please try again in a moment.",
  error: "The service is briefly unavailable. Please try again in a moment.",
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const closedPort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

describe("which errors mean the database is unavailable", () => {
  const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

  it("connection refused or reset, the server ending or not yet taking connections, class 08, the pool's timeouts", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]) {
      expect(isConnectionError(coded(code)), code).toBe(true);
      expect(isConnectionError(wrapped(coded(code))), `wrapped ${code}`).toBe(true);
    }
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      'database "shubho" is not currently accepting connections',
    ])
      expect(isConnectionError(wrapped(new Error(message))), message).toBe(true);
    expect(isConnectionError(new AggregateError([coded("ECONNREFUSED")]))).toBe(true);
  });

  it("not a wrong statement, a constraint, or an outgoing HTTP call that could not connect", () => {
    for (const code of ["23505", "23503", "42P01", "22P02", "40001"]) expect(isConnectionError(wrapped(coded(code))), code).toBe(false);
    expect(isConnectionError(new TypeError("fetch failed", { cause: coded("ECONNREFUSED") }))).toBe(false);
    expect(isConnectionError(new Error("Connection terminated unexpectedly by the SMS provider"))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});

describe("a PostgreSQL server nobody can reach", () => {
  let app: AppInstance;
  let handle: DbHandle;
  const dataDir = mkdtempSync(join(tmpdir(), "sb-outage-"));

  beforeAll(async () => {
    // The pool points at a port where nothing listens: every connection attempt is refused.
    handle = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/gone`,
      migrate: false,
      connectTimeoutMs: 1000,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      CAPTCHA: "off",
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      WEB_DIST: join(dataDir, "no-web-app"),
    } as NodeJS.ProcessEnv);
    app = await buildApp({
      config,
      db: handle.db,
      dbKind: handle.kind,
      sms: new ConsoleSms(),
      mail: new ConsoleMail(),
      storage: new LocalStorage(config.mediaDir),
      payments: new TestGateway(config.secret, handle.db),
      clock: fixedClock(new Date("2026-11-22T06:30:00Z")),
      logger: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers requests that need it 503 database_unavailable, never cached, with Retry-After", async () => {
    for (const url of ["/api/plans", "/api/profile/ad-profiles?gender=Female"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual(unavailable);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    // A signed-in request looks its session up first: the same answer, not 401 or 500.
    const me = await app.inject({ url: "/api/users/me", headers: { authorization: `Bearer ${"a".repeat(64)}` } });
    expect(me.statusCode).toBe(503);
    expect(me.json().code).toBe("database_unavailable");
  });

  it("answers every GET of the API document 503 database_unavailable (or what needs no database), never 500", async () => {
    const doc = (await app.inject({ url: "/api/docs/json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const found: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!methods.get) continue;
      const url = path.replace(/\{[^}]+\}/g, "1");
      for (const headers of [{}, { authorization: `Bearer ${"a".repeat(64)}` }]) {
        const res = await app.inject({ url, headers });
        if (res.statusCode === 503) expect(res.json(), url).toMatchObject(unavailable);
        else if (res.statusCode >= 500) found.push(`${url} ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("stays alive (/api/health 200) but is not ready (/api/ready 503, naming the database)", async () => {
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: "ok" });
    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(ready.json()).toMatchObject({ ...unavailable, status: "not_ready", checks: { database: "unavailable" } });
  });
});

describe("scheduled jobs while the database is away", () => {
  it("log the failure and run again on their next tick", async () => {
    vi.useFakeTimers();
    try {
      const logged: string[] = [];
      const log = {
        info: (_: object, m: string) => logged.push(`info ${m}`),
        warn: (_: object, m: string) => logged.push(`warn ${m}`),
        error: (_: object, m: string) => logged.push(`error ${m}`),
      };
      let runs = 0;
      const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      const stop = startJobs({ log } as unknown as JobDeps, [
        {
          name: "probe",
          everyMs: 60_000,
          run: async () => {
            runs++;
            if (runs <= 2) throw new Error("Failed query: select 1", { cause: refused });
            return { done: 1 };
          },
        },
      ]);
      await vi.advanceTimersByTimeAsync(30_000 + 2 * 60_000);
      stop();
      expect(runs).toBe(3);
      expect(logged).toEqual(["warn job skipped: database unavailable", "warn job skipped: database unavailable", "info job finished"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("readiness with the database up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("answers 200 on /api/ready with each dependency ok, and 200 on /api/health", async () => {
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, data: { status: "ready", checks: { database: "ok" } } });
    expect((await t.app.inject({ url: "/api/health" })).json().data).toMatchObject({ status: "ok" });
  });
});

describe.runIf(Boolean(pgBase))("PostgreSQL ends the app's connections (PostgreSQL)", () => {
  let t: TestApp;
  let dbName: string;
  let admin: import("pg").Client;

  /** Ends every backend of the test database but the admin's own, as a restart or an administrator would. */
  async function terminateBackends() {
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [dbName],
    );
    return rows.length;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [{ db: dbName }] = await rawRows<{ db: string }>(t.db, sql`select current_database() as db`);
    const pg = (await import("pg")).default;
    admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
  });

  afterAll(async () => {
    if (admin) {
      await admin.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
      await admin.end();
    }
    await t?.close();
  });

  it("survives losing its idle pooled connections and reconnects by itself", async () => {
    const { token } = await registerMember(t.app);
    const me = () => t.app.inject({ url: "/api/users/me", headers: { authorization: `Bearer ${token}` } });
    // Several connections in the pool, all idle, the session lookup prepared on them.
    const warm = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? me() : t.app.inject({ url: "/api/plans" }))));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await terminateBackends()).toBeGreaterThan(0);
    // The pool hears of each lost connection; the process must not end (vitest fails on an uncaught error).
    await sleep(300);
    for (const url of ["/api/plans", "/api/profile/ad-profiles?gender=Female", "/api/ready"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    // A signed-in request on the new connections: its session is still found.
    const again = await Promise.all(Array.from({ length: 4 }, me));
    expect(again.map((r) => r.statusCode)).toEqual(Array(4).fill(200));
  });

  it("prepares its named statements again on the new connections (matches, with and without the horoscope)", async () => {
    const groom = await member(t, { gender: "Male" });
    const bride = await member(t, { gender: "Female" });
    const matches = (q: string) => t.app.inject({ url: `/api/matches?${q}`, headers: { authorization: `Bearer ${groom.token}` } });
    const listed = async () => {
      const res = await Promise.all(["size=20", "size=20&horoscope=true", "size=5&page=1"].map(matches));
      expect(
        res.map((r) => r.statusCode),
        res.map((r) => r.body).join("\n"),
      ).toEqual([200, 200, 200]);
      return res.map((r) => (r.json().data.matches as { profile: { profileId: string } }[]).map((m) => m.profile.profileId));
    };
    const before = await listed();
    expect(before[0]).toContain(bride.profileId);
    expect(await terminateBackends()).toBeGreaterThan(0);
    await sleep(300);
    expect(await listed()).toEqual(before);
  });

  it("survives losing a connection checked out for a transaction: the transaction fails, the next works", async () => {
    const outcome = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateBackends();
        // The connection's 'error' event arrives while the transaction holds it.
        await sleep(300);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => "committed",
        (e: Error) => e,
      );
    expect(outcome).toBeInstanceOf(Error);
    await sleep(100);
    expect((await t.app.inject({ url: "/api/plans" })).statusCode).toBe(200);
    await t.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));
  });

  it("answers 503 database_unavailable while the database refuses connections, and 200 again once it takes them", async () => {
    const { user } = await registerMember(t.app);
    await admin.query(`alter database ${dbName} allow_connections false`);
    try {
      await terminateBackends();
      await sleep(300);
      for (const url of ["/api/plans", "/api/profile/ad-profiles?gender=Female"]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, `${url} ${res.body}`).toBe(503);
        expect(res.json()).toEqual(unavailable);
      }
      const ready = await t.app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe("database_unavailable");
      const health = await t.app.inject({ url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(ready.json().checks.database).toBe("unavailable");
      // Browse impressions counted meanwhile are not lost: the job's flush fails now and succeeds later.
      t.app.services.impressions.record([user.id]);
      await expect(t.app.services.impressions.flush()).rejects.toThrow();
    } finally {
      await admin.query(`alter database ${dbName} allow_connections true`);
    }
    for (const url of ["/api/plans", "/api/profile/ad-profiles?gender=Female", "/api/ready"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    expect((await t.app.inject({ url: "/api/ready" })).json().data.checks.database).toBe("ok");
    await expect(t.app.services.impressions.flush()).resolves.toBeUndefined();
    const counted = await t.db.select().from(schema.circulationWeekly).where(eq(schema.circulationWeekly.adUserId, user.id));
    expect(counted.map((r) => [r.adUserId, r.shown])).toEqual([[user.id, 1]]);
  });
});
