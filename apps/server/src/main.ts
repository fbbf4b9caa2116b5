import { Server } from "node:net";
import { resolve } from "node:path";
import { openDatabase, runMigrations } from "@app/db";
import { loadConfig } from "./config.ts";
import { createLifecycle } from "./lib/lifecycle.ts";
import { drain, trackConnections } from "./lib/shutdown.ts";

const started = Date.now();
// The app's logger exists only once the app is built; until then messages go to the console.
const logRef: { log?: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void } } = {};
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const migrationsFolder = resolve(import.meta.dirname, "../../../packages/db/migrations");
// Open (and migrate) the database while the rest of the server loads: PGlite compiles its WASM off the main thread.
// PostgreSQL is migrated once it answers (below): it may be away while this process starts.
const [handle, { buildApp }, { systemClock }, { ConsoleSms, Msg91Sms }, { ConsoleMail }, { createStorage }, { seed }, { loadArgon2 }] =
  await Promise.all([
    openDatabase({
      migrate: !config.databaseUrl,
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      // A dropped connection (PostgreSQL restarted, a backend ended) is logged; the pool opens a new one when next needed.
      onConnectionError: (err) =>
        logRef.log
          ? logRef.log.warn({ reason: err.message }, "database connection lost")
          : console.warn(`database connection lost: ${err.message}`),
      migrationsFolder,
    }),
    import("./app.ts"),
    import("./lib/clock.ts"),
    import("./providers/sms/index.ts"),
    import("./providers/mail/index.ts"),
    import("./providers/storage/index.ts"),
    import("@app/db"),
    import("./lib/native.ts"),
  ]);
const { TestGateway, createRazorpayGateway } = await import("./providers/payments/index.ts");
const payments =
  config.payments.provider === "razorpay"
    ? await createRazorpayGateway(config.payments.razorpay)
    : new TestGateway(config.secret, handle.db);
const redis = config.redisUrl ? new (await import("ioredis")).Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

// The console provider logs through the app's logger.
const sms = config.sms.provider === "msg91" ? new Msg91Sms(config.sms.msg91) : new ConsoleSms({ info: (o, m) => logRef.log?.info(o, m) });
// An SMTP relay when configured (nodemailer is loaded only then); else e-mails are written to the log.
const mail =
  config.mail.provider === "smtp"
    ? new (await import("./providers/mail/smtp.ts")).SmtpMail({ url: config.mail.smtpUrl, from: config.mail.from })
    : new ConsoleMail({ info: (o, m) => logRef.log?.info(o, m) });
// PostgreSQL: one try before listening (the usual case: it answers at once); else the server starts without it.
const migratedAtOnce =
  handle.kind === "pglite" ||
  (await runMigrations(handle, migrationsFolder).then(
    () => true,
    () => false,
  ));
const lifecycle = createLifecycle(migratedAtOnce ? "serving" : "starting");
const app = await buildApp({
  lifecycle,
  config,
  db: handle.db,
  dbKind: handle.kind,
  sms,
  mail,
  storage: await createStorage(config),
  payments,
  clock: systemClock,
  redis,
});
logRef.log = app.log;
const connections = trackConnections(app.server);

// SIGTERM (a rolling restart) or SIGINT: drain, then exit 0 (docs/decisions/0022).
const running: { stopJobs: () => Promise<void>; metrics?: import("node:http").Server } = { stopJobs: async () => undefined };
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, "draining: requests in flight finish, new ones go elsewhere");
    const cut = await drain({
      lifecycle,
      drainMs: config.shutdownDrainMs,
      // net.Server's own close: http.Server's would also close the idle kept-alive connections (Node 19+).
      stopListening: () => new Promise((done) => Server.prototype.close.call(app.server, () => done())),
      // Ctrl-C at a terminal: no balancer holds those connections, nothing to wait for.
      closeIdle: signal === "SIGINT" ? () => app.server.closeIdleConnections() : undefined,
      connections,
      stopJobs: () => running.stopJobs(),
      finish: async () => {
        // Fastify's close: its onClose hooks (the listener is closed already, its connections ended).
        await app.close();
        await app.services.impressions.flush().catch((err) => app.log.warn({ err }, "impressions not written"));
        await new Promise((done) => (running.metrics ? running.metrics.close(done) : done(undefined)));
        await redis?.quit().catch(() => undefined);
        await handle.close();
      },
      log: app.log,
    });
    app.log.info({ cut }, cut ? `shut down, ${cut} connections cut at the drain's end` : "shut down");
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
// Prometheus metrics on a port of their own, when set (GET /metrics with a token on the app's port is the other way).
if (config.metrics.port && app.operations.metrics)
  running.metrics = await (
    await import("./lib/metrics.ts")
  ).listenMetrics(app.operations.metrics.registry, config.metrics.port, config.metrics.host);
app.log.info(
  {
    ms: Date.now() - started,
    db: handle.kind === "pg" ? "postgresql" : `pglite:${config.dataDir}`,
    sms: config.sms.provider,
    mail: mail.name,
    payments: payments.name,
    captcha: config.captcha.enabled,
  },
  `Shubho Bibaho is serving on http://localhost:${config.port}`,
);

// While PostgreSQL is away the server answers (/api/health 200; /api/ready and the API 503) and keeps trying;
// jobs and the seed start once it is migrated.
const migrated =
  migratedAtOnce ||
  (await (
    await import("./lib/start-database.ts")
  ).migrateWhenReachable(handle, migrationsFolder, {
    log: app.log,
    givenUp: () => closing,
  }));
if (migrated && lifecycle.state === "starting") lifecycle.state = "serving";

// Scheduled jobs (YTM 30-day rule, circulation e-mails, notification retries, plan start/end): safe in every process.
running.stopJobs =
  migrated && config.jobs
    ? (await import("./jobs/index.ts")).startJobs({
        db: handle.db,
        clock: systemClock,
        mail,
        sms,
        notifier: app.services.notifier,
        impressions: app.services.impressions,
        storageSweep: app.services.storageSweep,
        // An upload streams for at most the request timeout; ten more minutes cover a slow commit.
        uploadGraceMs: config.requestTimeoutMs + 10 * 60_000,
        contentImages: app.services.contentImages,
        reconciliation: app.services.reconciliation,
        memberStatus: app.services.memberStatus,
        chartBackfill: app.services.chartBackfill,
        publicUrl: config.publicUrl,
        unsubscribe: app.services.circulationEmails,
        log: app.log,
        recorder: app.operations.recorder,
      })
    : async () => undefined;

// Seeding is idempotent and runs after the server answers, so start-up stays fast.
if (migrated)
  seed(handle.db, {
    hashPassword: async (p) => (await loadArgon2()).hash(p),
    demo: config.seed.demo,
    admin: config.seed.admin,
    rr: config.seed.rr,
  })
    .then((r) => {
      if (r.upToDate) return app.log.info("Seed data is up to date");
      if (r.admin) app.log.info(`Demo admin: ${r.admin.email} / ${r.admin.password}  (sign in at /admin-login)`);
      if (r.rr) app.log.info(`Demo RR: ${r.rr.email} / ${r.rr.password}  referral code ${r.rr.referCode}  (sign in at /rr-login)`);
      app.log.info(`Seed complete (${r.members} demo members added)`);
    })
    .catch((e) => app.log.error({ err: e }, "seeding failed"));
