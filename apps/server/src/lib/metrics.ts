import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";
import type { SmsProvider } from "../providers/sms/index.ts";

/** What node-postgres's pool tells about its connections. */
export type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

export type JobOutcome = "ok" | "failed" | "skipped";

/** What services and jobs report; a no-op recorder when metrics are off. */
export type MetricsRecorder = {
  request(method: string, route: string, status: number, seconds: number): void;
  jobRun(job: string, outcome: JobOutcome, seconds: number): void;
  /** An order's money changing state at the settlement path: captured, failed, expired, refunded… */
  payment(outcome: string): void;
  otpSend(outcome: "sent" | "failed"): void;
  smsSend(kind: "otp" | "text", outcome: "sent" | "failed"): void;
  storageError(operation: string): void;
  render(seconds: number): void;
};

export const noMetrics: MetricsRecorder = {
  request: () => undefined,
  jobRun: () => undefined,
  payment: () => undefined,
  otpSend: () => undefined,
  smsSend: () => undefined,
  storageError: () => undefined,
  render: () => undefined,
};

export type Metrics = { registry: Registry; recorder: MetricsRecorder };

/**
 * One registry per app (tests build several apps in one process), with Node's default metrics
 * (event-loop lag, memory, handles) and the app's own. Pool gauges are read when scraped. prom-client is
 * loaded only here, so a server without metrics does not spend its start-up on it.
 */
export async function createMetrics(opts: { pool?: PoolStats } = {}): Promise<Metrics> {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import("prom-client");
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Scheduled job runs by outcome",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: "job_duration_seconds",
    help: "Scheduled job run time",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers,
  });
  const payments = new Counter({
    name: "payments_total",
    help: "Settlement outcomes of orders",
    labelNames: ["outcome"] as const,
    registers,
  });
  const otp = new Counter({
    name: "otp_sends_total",
    help: "One-time codes sent, by outcome",
    labelNames: ["outcome"] as const,
    registers,
  });
  const sms = new Counter({
    name: "sms_sends_total",
    help: "SMS sent, by kind and outcome",
    labelNames: ["kind", "outcome"] as const,
    registers,
  });
  const storage = new Counter({
    name: "storage_errors_total",
    help: "Storage operations that failed",
    labelNames: ["operation"] as const,
    registers,
  });
  const render = new Histogram({
    name: "ssr_render_seconds",
    help: "Server-side render time of an ad page",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const pool = opts.pool;
  if (pool)
    for (const [name, key, help] of [
      ["db_pool_connections_total", "totalCount", "PostgreSQL pool connections open"],
      ["db_pool_connections_idle", "idleCount", "PostgreSQL pool connections idle"],
      ["db_pool_requests_waiting", "waitingCount", "Queries waiting for a PostgreSQL pool connection"],
    ] as const)
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pool[key]);
        },
      });
  return {
    registry,
    recorder: {
      request: (method, route, status, seconds) => requests.observe({ method, route, status_code: String(status) }, seconds),
      jobRun: (job, outcome, seconds) => {
        jobRuns.inc({ job, outcome });
        jobDuration.observe({ job }, seconds);
      },
      payment: (outcome) => payments.inc({ outcome }),
      otpSend: (outcome) => otp.inc({ outcome }),
      smsSend: (kind, outcome) => sms.inc({ kind, outcome }),
      storageError: (operation) => storage.inc({ operation }),
      render: (seconds) => render.observe(seconds),
    },
  };
}

/** Wraps an object (the Storage) so every method that throws or rejects is counted by its name. */
export function countFailures<T extends object>(target: T, onFailure: (operation: string) => void): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value: unknown = Reflect.get(obj, prop, obj);
      if (typeof value !== "function" || typeof prop !== "string") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(obj, args);
          if (result instanceof Promise)
            return result.catch((err: unknown) => {
              onFailure(prop);
              throw err;
            });
          return result;
        } catch (err) {
          onFailure(prop);
          throw err;
        }
      };
    },
  });
}

/** The exposition on a port of its own (no token: bind it where only Prometheus reaches). */
export async function listenMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") return void res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((ok, fail) => server.once("error", fail).listen(port, host, () => ok()));
  return server;
}

/** An SMS provider whose sends are counted by kind and outcome. */
export function countSms(sms: SmsProvider, recorder: MetricsRecorder): SmsProvider {
  const counted = async (kind: "otp" | "text", sending: Promise<void>) => {
    try {
      await sending;
      recorder.smsSend(kind, "sent");
    } catch (err) {
      recorder.smsSend(kind, "failed");
      throw err;
    }
  };
  return {
    name: sms.name,
    revealsCodes: sms.revealsCodes,
    sendOtp: (phone, code, language) => counted("otp", sms.sendOtp(phone, code, language)),
    send: (phone, text) => counted("text", sms.send(phone, text)),
  };
}
