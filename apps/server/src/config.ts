import { z } from "zod";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";

const switchValues = ["on", "off", "true", "false", "1", "0", "yes", "no"] as const;
const isOn = (v: string) => ["on", "true", "1", "yes"].includes(v);
const bool = (def: boolean) =>
  z
    .enum(switchValues)
    .default(def ? "on" : "off")
    .transform(isOn);

/** The demo passwords printed in the README: used only in development. */
const publishedDemoPasswords = { DEMO_ADMIN_PASSWORD: "Admin@2026", DEMO_RR_PASSWORD: "Rr@2026!" } as const;

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  REDIS_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_TEMPLATE_ID_BN: z.string().optional(),
  MSG91_BASE_URL: z.string().url().default("https://control.msg91.com"),
  MAIL_PROVIDER: z.enum(["console", "smtp"]).default("console"),
  /** The SMTP relay: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  SMTP_URL: z
    .string()
    .url()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** The sender of members' e-mails, e.g. Shubho Bibaho <noreply@shubhobibaho.in>. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, "must be an address, e.g. Shubho Bibaho <noreply@example.com>")
    .optional(),
  RATE_LIMIT_OTP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  OTP_IP_LIMIT: z.coerce.number().int().min(1).default(100),
  CAPTCHA: bool(true),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(4000),
  /** Demo members and the demo admin and RR; on by default in development only. */
  SEED_DEMO: z
    .enum(switchValues)
    .optional()
    .transform((v) => (v === undefined ? undefined : isOn(v))),
  DEMO_ADMIN_EMAIL: z.string().email().default("admin@shubhobibaho.in"),
  DEMO_ADMIN_PASSWORD: z.string().min(6).default(publishedDemoPasswords.DEMO_ADMIN_PASSWORD),
  DEMO_RR_EMAIL: z.string().email().default("rr@shubhobibaho.in"),
  DEMO_RR_PASSWORD: z.string().min(6).default(publishedDemoPasswords.DEMO_RR_PASSWORD),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool(false),
  PROPOSALS_PER_MONTH: z.coerce.number().int().min(1).max(10_000).default(20),
  CONTACT_VIEWS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(25),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JOBS: bool(true),
  /** Razorpay is used when all three are set; otherwise the built-in test gateway. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "must look like rzp_test_… or rzp_live_…")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "must be the key secret from the Razorpay dashboard").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "must be the webhook secret set in the Razorpay dashboard").optional(),
  RAZORPAY_BASE_URL: z.string().url().default("https://api.razorpay.com"),
  /** Lets the test gateway (no money taken) run with NODE_ENV=production, e.g. on a staging site. */
  ALLOW_TEST_PAYMENTS: bool(false),
  /** The seller's name and address printed on receipts and credit notes (required in production). */
  SELLER_NAME: z.string().trim().min(2).max(120).default("Shubho Bibaho"),
  SELLER_ADDRESS: z.string().trim().min(10).max(300).default("Kolkata, West Bengal, India"),
  /** The seller's GSTIN, printed on receipts and credit notes (required in production). */
  GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "must be a 15-character GSTIN")
    .optional(),
  /** An admin session ends after this many minutes without a request (and after 12 hours in any case). */
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** New ads are live at once and reviewed within this many hours; the New Ads queue marks those past it (decision 0018). */
  NEW_AD_REVIEW_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** The commission rate (per cent of the amount net of GST) a newly registered RR earns. */
  RR_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(5),
  /** Time for a whole request to arrive: sized for the largest upload (a 50 MB video) from a phone at about 0.7 Mbit/s. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(600),
  /** Time for a request's headers to arrive (at most the request's time): a client trickling headers holds no connection longer. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** After SIGTERM, how long requests in flight (uploads included) may take to finish before their connections are cut. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /** Prometheus metrics on a port of their own (GET /metrics, no token), listening on METRICS_HOST. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** Prometheus metrics at GET /metrics on the app's own port, for a scraper sending this Bearer token. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Where photos, videos, KYC documents and content pictures live: DATA_DIR/media, or an S3-compatible bucket shared by every instance. */
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)")
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** The address of a non-AWS store (MinIO, Cloudflare R2, Backblaze B2…); AWS S3 when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Both or neither; without them the AWS SDK's own chain (AWS_* variables, instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Addresses the bucket as ENDPOINT/BUCKET rather than BUCKET.ENDPOINT (most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: bool(false),
});

/** Rules between keys, checked on the raw values so they are reported together with every other bad key. */
function crossKeyProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.SMS_PROVIDER === "msg91")
    for (const key of ["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID"]) if (!env[key]) problems.push(`  ${key}: required when SMS_PROVIDER=msg91`);
  const mode = env.NODE_ENV ?? "development";
  if (mode === "production" && !env.APP_SECRET) problems.push("  APP_SECRET: required in production (32+ random characters)");
  // The console provider shows every one-time code on screen: anyone could sign in as any member.
  if (mode === "production" && (env.SMS_PROVIDER ?? "console") === "console")
    problems.push("  SMS_PROVIDER: the console provider shows one-time codes to anyone; production needs a real provider (msg91)");
  if (env.MAIL_PROVIDER === "smtp")
    for (const key of ["SMTP_URL", "MAIL_FROM"]) if (!env[key]) problems.push(`  ${key}: required when MAIL_PROVIDER=smtp`);
  // The console provider only writes e-mails to the log: no member would receive a notice or a circulation e-mail.
  if (mode === "production" && (env.MAIL_PROVIDER ?? "console") === "console")
    problems.push("  MAIL_PROVIDER: the console provider only writes e-mails to the log; production needs a real provider (smtp)");
  const razorpayKeys = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
  const razorpaySet = razorpayKeys.filter((k) => env[k]);
  if (razorpaySet.length > 0 && razorpaySet.length < razorpayKeys.length)
    for (const key of razorpayKeys)
      if (!env[key]) problems.push(`  ${key}: required with ${razorpaySet.join(" and ")} (Razorpay needs all three keys)`);
  // The test gateway grants plans without taking money.
  const allowTest = env.ALLOW_TEST_PAYMENTS !== undefined && isOn(env.ALLOW_TEST_PAYMENTS);
  if (mode === "production" && razorpaySet.length === 0 && !allowTest)
    problems.push(
      "  RAZORPAY_KEY_ID: production takes payments through Razorpay (set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET); the test gateway takes no money (ALLOW_TEST_PAYMENTS=on to run it anyway)",
    );
  // A receipt and a credit note are tax documents: they must name who issued them.
  if (mode === "production")
    for (const key of ["SELLER_NAME", "SELLER_ADDRESS", "GSTIN"])
      if (!env[key]) problems.push(`  ${key}: required in production (printed on every receipt and credit note)`);
  if (env.STORAGE === "s3" && !env.S3_BUCKET) problems.push("  S3_BUCKET: required when STORAGE=s3");
  const s3Keys = ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const s3Set = s3Keys.filter((k) => env[k]);
  if (s3Set.length === 1) problems.push(`  ${s3Keys.find((k) => !env[k])}: required with ${s3Set[0]}`);
  const seedDemo = env.SEED_DEMO === undefined ? mode === "development" : isOn(env.SEED_DEMO);
  if (seedDemo && mode !== "development")
    for (const [key, published] of Object.entries(publishedDemoPasswords))
      if ((env[key] ?? published) === published)
        problems.push(`  ${key}: the published demo password is for development only; set your own to seed demo accounts`);
  return problems;
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment; throws one error naming every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset.
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = ZEnv.safeParse(raw);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`)),
    ...crossKeyProblems(raw),
  ];
  if (lines.length || !parsed.success) throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: join(dataDir, "media"),
    /** Where uploaded files live (providers/storage). */
    storage: {
      provider: e.STORAGE,
      mediaDir: join(dataDir, "media"),
      s3: {
        bucket: e.S3_BUCKET ?? "",
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    /** How long a request waits for a PostgreSQL connection before it is answered 503 database_unavailable. */
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    secret: e.APP_SECRET ?? localSecret(dataDir),
    sms: {
      provider: e.SMS_PROVIDER,
      msg91: {
        authKey: e.MSG91_AUTH_KEY ?? "",
        templateId: e.MSG91_TEMPLATE_ID ?? "",
        templateIdBn: e.MSG91_TEMPLATE_ID_BN,
        baseUrl: e.MSG91_BASE_URL,
      },
    },
    mail: { provider: e.MAIL_PROVIDER, smtpUrl: e.SMTP_URL ?? "", from: e.MAIL_FROM ?? "" },
    otpIpLimit: e.OTP_IP_LIMIT,
    /** Per-IP requests a minute on the OTP-sending and sign-in routes (other auth routes get 3x). */
    otpRatePerMinute: e.RATE_LIMIT_OTP_PER_MINUTE,
    captcha: { enabled: e.CAPTCHA, cost: e.CAPTCHA_COST, maxCounter: e.CAPTCHA_MAX_COUNTER },
    seed: {
      demo: e.SEED_DEMO ?? e.NODE_ENV === "development",
      admin: { email: e.DEMO_ADMIN_EMAIL, password: e.DEMO_ADMIN_PASSWORD },
      rr: { email: e.DEMO_RR_EMAIL, password: e.DEMO_RR_PASSWORD },
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    /** Where members reach the site; used for links in SMS and e-mail. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    /** Anti-harvesting limits: proposals sent per calendar month, new contact views per day (India time). */
    limits: { proposalsPerMonth: e.PROPOSALS_PER_MONTH, contactViewsPerDay: e.CONTACT_VIEWS_PER_DAY },
    /** Scheduled jobs (YTM 30-day rule, ad circulation, notification retries, plan start/end) run in this process. */
    jobs: e.JOBS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** Off when neither a port nor a token is set. */
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    /** Razorpay when its three keys are set, else the built-in test gateway. */
    payments: {
      provider: e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET ? ("razorpay" as const) : ("test" as const),
      razorpay: {
        keyId: e.RAZORPAY_KEY_ID ?? "",
        keySecret: e.RAZORPAY_KEY_SECRET ?? "",
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? "",
        baseUrl: e.RAZORPAY_BASE_URL,
      },
      seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, gstin: e.GSTIN ?? null },
    },
    adminIdleMinutes: e.ADMIN_IDLE_MINUTES,
    newAdReviewHours: e.NEW_AD_REVIEW_HOURS,
    rrCommissionPercent: e.RR_COMMISSION_PERCENT,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : resolve(import.meta.dirname, "../../web/dist"),
  };
}

/** Outside production a secret is generated once and kept in the data folder. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, ".secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
