// Prometheus metrics (behind a token, or on a port of their own) and request ids in answers and log lines.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createTestDatabase } from "@app/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type AppInstance } from "../app.ts";
import { loadConfig } from "../config.ts";
import { fixedClock } from "../lib/clock.ts";
import { listenMetrics } from "../lib/metrics.ts";
import { startJobs, type JobDeps } from "../jobs/index.ts";
import { ConsoleSms } from "../providers/sms/index.ts";
import { ConsoleMail } from "../providers/mail/index.ts";
import { LocalStorage } from "../providers/storage/index.ts";
import { TestGateway } from "../providers/payments/index.ts";
import { createTestApp, registerMember, registrationOtp, type TestApp } from "../test/harness.ts";
import { freePort, eventually } from "../test/server-process.ts";
import { payAtGateway, startCheckout, verify } from "../modules/payments/test-helpers.ts";

const pg = Boolean(process.env.TEST_DATABASE_URL);
const token = "metrics-token-0123456789abcdef";

/** One sample's value from the exposition, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`metrics (${pg ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t?.close());

  it("are refused without the token, and absent when neither a token nor a port is set", async () => {
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: "/metrics", headers: { authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, code: "unauthenticated" });
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("count requests by route pattern and status, OTP and SMS sends, payments by outcome, job runs and storage failures", async () => {
    const member = await registerMember(t.app);
    expect((await t.app.inject({ url: "/api/plans" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/profile/public/B999999" })).statusCode).toBe(404);
    await registrationOtp(t.app, "9876512345");
    const orderId = (await startCheckout(t, member.token)).orderId;
    const { payment: _p, ...paid } = await payAtGateway(t, orderId);
    expect((await verify(t, member.token, paid)).statusCode).toBe(200);
    await expect(t.app.deps.storage.get("../outside")).rejects.toThrow();
    const stop = startJobs(
      {
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        recorder: t.app.operations.recorder,
      } as unknown as JobDeps,
      [{ name: "probe", everyMs: 20, run: async () => ({}) }],
    );
    try {
      await eventually(async () => expect(sample(await scrape(), 'job_runs_total{job="probe",outcome="ok"}')).toBeGreaterThan(0), 5000);
    } finally {
      await stop();
    }

    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/plans",status_code="200"}')).toBe(1);
    // The route's pattern, never the address with its id.
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/profile/public/:id",status_code="404"}')).toBe(1);
    expect(text).not.toContain("B999999");
    expect(sample(text, 'otp_sends_total{outcome="sent"}')).toBe(2);
    expect(sample(text, 'sms_sends_total{kind="otp",outcome="sent"}')).toBe(2);
    expect(sample(text, 'payments_total{outcome="captured"}')).toBe(1);
    expect(sample(text, 'storage_errors_total{operation="get"}')).toBe(1);
    expect(sample(text, 'job_duration_seconds_count{job="probe"}')).toBeGreaterThan(0);
    // Event-loop lag and the rest of Node's own metrics.
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    // The PostgreSQL pool, read when scraped (PGlite has none).
    if (pg) {
      expect(sample(text, "db_pool_connections_total")).toBeGreaterThan(0);
      expect(sample(text, "db_pool_connections_idle")).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_pool_requests_waiting")).toBe(0);
    } else expect(text).not.toContain("db_pool_connections_total");
  });

  it("are also served on a port of their own", async () => {
    const port = await freePort();
    const server = await listenMetrics(t.app.operations.metrics!.registry, port, "127.0.0.1");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("http_request_duration_seconds_count");
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
});

describe("request ids", () => {
  let app: AppInstance;
  const lines: Record<string, unknown>[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "sb-reqid-"));
  let close: () => Promise<void>;

  beforeAll(async () => {
    const handle = await createTestDatabase({ seeded: true });
    const config = loadConfig({
      DATA_DIR: dataDir,
      CAPTCHA: "off",
      NODE_ENV: "test",
      WEB_DIST: join(dataDir, "no-web-app"),
    } as NodeJS.ProcessEnv);
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config,
      db: handle.db,
      dbKind: handle.kind,
      sms: new ConsoleSms(),
      mail: new ConsoleMail(),
      storage: new LocalStorage(config.mediaDir),
      payments: new TestGateway(config.secret, handle.db),
      clock: fixedClock(new Date("2026-11-22T06:30:00Z")),
      logger: { level: "info", stream },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close?.());

  it("keep the load balancer's X-Request-Id, answer it back and log it on every line of the request", async () => {
    const id = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    const res = await app.inject({ url: "/api/plans", headers: { "x-request-id": id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).toBe(id);
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("make a new one when none is sent or the one sent is not sane", async () => {
    for (const headers of [
      {},
      { "x-request-id": "bad id with spaces" },
      { "x-request-id": "x".repeat(300) },
      { "x-request-id": "<script>" },
    ]) {
      const res = await app.inject({ url: "/api/health", headers });
      const id = res.headers["x-request-id"] as string;
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      expect(lines.some((l) => l.reqId === id && l.msg === "request completed")).toBe(true);
    }
  });
});
