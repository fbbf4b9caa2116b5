import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Redis } from "ioredis";
import type { DbHandle } from "@app/db";
import { createTestDatabase } from "@app/db/testing";
import { buildApp, type AppInstance } from "../app.ts";
import { loadConfig } from "../config.ts";
import { fixedClock } from "../lib/clock.ts";
import { ConsoleSms, type SmsProvider } from "../providers/sms/index.ts";
import { ConsoleMail, type MailProvider } from "../providers/mail/index.ts";
import { createStorage } from "../providers/storage/index.ts";
import { TestGateway, type PaymentGateway } from "../providers/payments/index.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A real app on a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestApp(
  opts: {
    captcha?: boolean;
    sms?: SmsProvider;
    /** Another mail provider (an SMTP one against a local server); by default a console one, kept as `mail`. */
    mailProvider?: MailProvider;
    now?: Date;
    otpIpLimit?: number;
    env?: Record<string, string>;
    payments?: (config: ReturnType<typeof loadConfig>) => PaymentGateway;
    /** Another app's database, clock and APP_SECRET: a second instance beside it (the database stays open on close). */
    instanceOf?: { handle: DbHandle; clock: ReturnType<typeof fixedClock>; config: { secret: string } };
    redis?: Redis;
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "sb-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    CAPTCHA: opts.captcha ? "on" : "off",
    CAPTCHA_COST: "10",
    CAPTCHA_MAX_COUNTER: "40",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    OTP_IP_LIMIT: String(opts.otpIpLimit ?? 10_000),
    RATE_LIMIT_OTP_PER_MINUTE: "10000",
    // The API alone, whether or not the web app has been built (the pages have tests of their own).
    WEB_DIST: join(dataDir, "no-web-app"),
    ...(opts.instanceOf ? { APP_SECRET: opts.instanceOf.config.secret } : {}),
    ...opts.env,
  } as NodeJS.ProcessEnv);
  // Migrated and seeded (option lists, plans, content; no demo accounts) once per run, copied here.
  const handle = opts.instanceOf?.handle ?? (await createTestDatabase({ seeded: true }));
  const clock = opts.instanceOf?.clock ?? fixedClock(opts.now ?? new Date("2026-11-22T06:30:00Z"));
  const sms = opts.sms ?? new ConsoleSms();
  const mail = new ConsoleMail();
  const payments = opts.payments?.(config) ?? new TestGateway(config.secret, handle.db);
  // The data folder, or a bucket when opts.env sets STORAGE=s3.
  const storage = await createStorage(config);
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    sms,
    mail: opts.mailProvider ?? mail,
    storage,
    payments,
    clock,
    redis: opts.redis,
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    clock,
    sms,
    mail,
    config,
    payments,
    storage,
    /** Every file stored under the media folder. */
    mediaFiles: () => listFiles(config.mediaDir),
    close: async () => {
      await app.close();
      if (!opts.instanceOf) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? listFiles(p) : [p];
    });
  } catch {
    return [];
  }
}

let phoneCounter = 0;
/** A fresh valid mobile number for each call. */
export const newPhone = () => `98${String(process.pid % 1000).padStart(3, "0")}${String(++phoneCounter).padStart(5, "0")}`;

export const validAd = (over: Record<string, unknown> = {}) => ({
  gender: "Male",
  name: "Arijit Chatterjee",
  maritalStatus: "Never Married",
  dateOfBirth: "1995-04-12",
  heightInches: "68",
  state: "West Bengal",
  religion: "Hindu",
  community: "Brahmin",
  caste: "Rarhi",
  motherTongue: "Bengali",
  profession: "Service",
  professionDetail: "IT / Software",
  highestQualification: "Graduate",
  qualificationCategory: "Engineer",
  qualificationDegree: "B.Tech",
  advertiserName: "Sukumar Chatterjee",
  relationWithCandidate: "Father",
  consent: "true",
  ...over,
});

/** Requests a registration OTP and returns the code (the console provider reveals it). */
export async function registrationOtp(app: AppInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/send-registration-otp", payload: { phone } });
  if (res.statusCode !== 200) throw new Error(`otp send failed: ${res.body}`);
  return res.json().data.fallbackOTP;
}

/** Registers a member through the API (JSON flavour) and returns token and user. */
export async function registerMember(app: AppInstance, over: Record<string, unknown> = {}) {
  const phone = (over.phone as string) ?? newPhone();
  const otp = await registrationOtp(app, phone);
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload: validAd({ phone, otp, ...over }) });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return res.json().data as { token: string; user: { id: number; profileId: string; phone: string } };
}

/** Builds a multipart body by hand (fields + files) for app.inject. */
export function multipart(fields: Record<string, string>, files: { name: string; filename: string; type: string; data: Buffer }[]) {
  const boundary = `----sbtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
