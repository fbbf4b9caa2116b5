import { resolve } from "node:path";
import { openDatabase } from "@app/db";
import { loadConfig } from "./config.ts";

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

// Open (and migrate) the database while the rest of the server loads: PGlite compiles its WASM off the main thread.
const [handle, { buildApp }, { systemClock }, { ConsoleSms, Msg91Sms }, { ConsoleMail }, { createStorage }, { seed }, { loadArgon2 }] =
  await Promise.all([
    openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      // A dropped connection (PostgreSQL restarted, a backend ended) is logged; the pool opens a new one when next needed.
      onConnectionError: (err) =>
        logRef.log
          ? logRef.log.warn({ reason: err.message }, "database connection lost")
          : console.warn(`database connection lost: ${err.message}`),
      migrationsFolder: resolve(import.meta.dirname, "../../../packages/db/migrations"),
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
  config.payments.provider === "razorpay" ? await createRazorpayGateway(config.payments.razorpay) : new TestGateway(config.secret);
const redis = config.redisUrl ? new (await import("ioredis")).Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

// The console provider logs through the app's logger.
const sms = config.sms.provider === "msg91" ? new Msg91Sms(config.sms.msg91) : new ConsoleSms({ info: (o, m) => logRef.log?.info(o, m) });
const mail = new ConsoleMail({ info: (o, m) => logRef.log?.info(o, m) });
const app = await buildApp({
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

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    ms: Date.now() - started,
    db: handle.kind === "pg" ? "postgresql" : `pglite:${config.dataDir}`,
    sms: config.sms.provider,
    payments: payments.name,
    captcha: config.captcha.enabled,
  },
  `Shubho Bibaho is serving on http://localhost:${config.port}`,
);

// Scheduled jobs (YTM 30-day rule, circulation e-mails, notification retries, plan start/end): safe in every process.
const stopJobs = config.jobs
  ? (await import("./jobs/index.ts")).startJobs({
      db: handle.db,
      clock: systemClock,
      mail,
      notifier: app.services.notifier,
      impressions: app.services.impressions,
      storageSweep: app.services.storageSweep,
      // An upload streams for at most the request timeout; ten more minutes cover a slow commit.
      uploadGraceMs: config.requestTimeoutMs + 10 * 60_000,
      contentImages: app.services.contentImages,
      reconciliation: app.services.reconciliation,
      memberStatus: app.services.memberStatus,
      publicUrl: config.publicUrl,
      log: app.log,
    })
  : () => undefined;

// Seeding is idempotent and runs after the server answers, so start-up stays fast.
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

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    stopJobs();
    await app.services.impressions.flush().catch((err) => app.log.warn({ err }, "impressions not written"));
    await app.close();
    await redis?.quit();
    await handle.close();
    process.exit(0);
  });
}
