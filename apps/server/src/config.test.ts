import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "sb-config-"));
const smtp = {
  MAIL_PROVIDER: "smtp",
  SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
  MAIL_FROM: "Shubho Bibaho <noreply@example.com>",
};

describe("configuration", () => {
  it("defaults to port 3000, PGlite in the data folder, console SMS and captcha on", () => {
    const c = loadConfig({ DATA_DIR: dataDir() } as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, sms: { provider: "console" }, captcha: { enabled: true } });
    expect(c.secret).toMatch(/^[0-9a-f]{64}$/);
    // The generated secret is kept, so OTPs and captchas survive a restart.
    expect(loadConfig({ DATA_DIR: c.dataDir } as NodeJS.ProcessEnv).secret).toBe(c.secret);
  });

  it("reads PORT, DATABASE_URL and CAPTCHA=off", () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      PORT: "4100",
      DATABASE_URL: "postgres://u@db:5432/x",
      CAPTCHA: "off",
    } as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ port: 4100, databaseUrl: "postgres://u@db:5432/x", captcha: { enabled: false } });
  });

  it("stops with one message naming every bad key", () => {
    const bad = {
      DATA_DIR: dataDir(),
      PORT: "eighty",
      SMS_PROVIDER: "msg91",
      CAPTCHA: "maybe",
      NODE_ENV: "production",
    } as NodeJS.ProcessEnv;
    let message = "";
    try {
      loadConfig(bad);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const key of ["PORT", "CAPTCHA", "MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID", "APP_SECRET"]) expect(message).toContain(`${key}:`);
  });

  it("refuses the console SMS provider in production, naming SMS_PROVIDER", () => {
    const base = {
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      APP_SECRET: "x".repeat(40),
      SELLER_NAME: "Shubho Bibaho",
      SELLER_ADDRESS: "12 Park Street, Kolkata 700016",
      GSTIN: "19ABCDE1234F1Z5",
    } as NodeJS.ProcessEnv;
    expect(() => loadConfig(base)).toThrow(/SMS_PROVIDER: the console provider shows one-time codes/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: "console" })).toThrow(/SMS_PROVIDER/);
    const real = loadConfig({
      ...base,
      ...smtp,
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
      ALLOW_TEST_PAYMENTS: "on",
    });
    expect(real.sms.provider).toBe("msg91");
  });

  it("writes e-mails to the log by default; MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM; production refuses the console, naming MAIL_PROVIDER", () => {
    expect(loadConfig({ DATA_DIR: dataDir() } as NodeJS.ProcessEnv).mail.provider).toBe("console");
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_PROVIDER: "smtp" } as NodeJS.ProcessEnv)).toThrow(
      /SMTP_URL: required when MAIL_PROVIDER=smtp[\s\S]*MAIL_FROM: required when MAIL_PROVIDER=smtp/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...smtp, SMTP_URL: "https://smtp.example.com" } as NodeJS.ProcessEnv)).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...smtp, MAIL_FROM: "Shubho Bibaho" } as NodeJS.ProcessEnv)).toThrow(
      /MAIL_FROM: must be an address/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), ...smtp, MAIL_FROM: "শুভ বিবাহ <noreply@example.com>" } as NodeJS.ProcessEnv).mail).toEqual({
      provider: "smtp",
      smtpUrl: "smtps://mailer:pw@smtp.example.com:465",
      from: "শুভ বিবাহ <noreply@example.com>",
    });
    const prod = {
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      APP_SECRET: "x".repeat(40),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
      ALLOW_TEST_PAYMENTS: "on",
      SELLER_NAME: "Shubho Bibaho",
      SELLER_ADDRESS: "12 Park Street, Kolkata 700016",
      GSTIN: "19ABCDE1234F1Z5",
    } as NodeJS.ProcessEnv;
    expect(() => loadConfig(prod)).toThrow(/MAIL_PROVIDER: the console provider only writes e-mails to the log/);
    expect(() => loadConfig({ ...prod, MAIL_PROVIDER: "console" })).toThrow(/MAIL_PROVIDER/);
    expect(loadConfig({ ...prod, ...smtp }).mail.provider).toBe("smtp");
  });

  it("seeds demo accounts by default in development only, and never with the published passwords elsewhere", () => {
    const prod = {
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      APP_SECRET: "x".repeat(40),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
      ...smtp,
      ALLOW_TEST_PAYMENTS: "on",
      SELLER_NAME: "Shubho Bibaho",
      SELLER_ADDRESS: "12 Park Street, Kolkata 700016",
      GSTIN: "19ABCDE1234F1Z5",
    } as NodeJS.ProcessEnv;
    expect(loadConfig(prod).seed.demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() } as NodeJS.ProcessEnv).seed.demo).toBe(true);
    expect(() => loadConfig({ ...prod, SEED_DEMO: "on" })).toThrow(
      /DEMO_ADMIN_PASSWORD: the published demo password[\s\S]*DEMO_RR_PASSWORD/,
    );
    const own = loadConfig({ ...prod, SEED_DEMO: "on", DEMO_ADMIN_PASSWORD: "a-long-own-secret", DEMO_RR_PASSWORD: "another-own-secret" });
    expect(own.seed).toMatchObject({ demo: true, admin: { password: "a-long-own-secret" } });
  });

  it("uses Razorpay only with all three keys, and refuses the test gateway in production unless allowed", () => {
    expect(loadConfig({ DATA_DIR: dataDir() } as NodeJS.ProcessEnv).payments.provider).toBe("test");
    const keys = { RAZORPAY_KEY_ID: "rzp_live_AbC123", RAZORPAY_KEY_SECRET: "secret-123456", RAZORPAY_WEBHOOK_SECRET: "whsec-123456" };
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys } as NodeJS.ProcessEnv).payments).toMatchObject({
      provider: "razorpay",
      razorpay: { keyId: "rzp_live_AbC123", baseUrl: "https://api.razorpay.com" },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: "rzp_live_AbC123" } as NodeJS.ProcessEnv)).toThrow(
      /RAZORPAY_KEY_SECRET: required[\s\S]*RAZORPAY_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...keys, RAZORPAY_KEY_ID: "live_key" } as NodeJS.ProcessEnv)).toThrow(
      /RAZORPAY_KEY_ID: must look like/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), GSTIN: "12345" } as NodeJS.ProcessEnv)).toThrow(/GSTIN: must be a 15-character GSTIN/);
    const prod = {
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      APP_SECRET: "x".repeat(40),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
      ...smtp,
      SELLER_NAME: "Shubho Bibaho",
      SELLER_ADDRESS: "12 Park Street, Kolkata 700016",
      GSTIN: "19ABCDE1234F1Z5",
    } as NodeJS.ProcessEnv;
    expect(() => loadConfig(prod)).toThrow(/the test gateway takes no money/);
    expect(loadConfig({ ...prod, ALLOW_TEST_PAYMENTS: "on" }).payments.provider).toBe("test");
    expect(loadConfig({ ...prod, ...keys }).payments.provider).toBe("razorpay");
  });

  it("refuses production without the seller's name, address and GSTIN, naming each; the local default needs none", () => {
    const prod = {
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      APP_SECRET: "x".repeat(40),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
      ...smtp,
      ALLOW_TEST_PAYMENTS: "on",
    } as NodeJS.ProcessEnv;
    let message = "";
    try {
      loadConfig(prod);
    } catch (e) {
      message = (e as Error).message;
    }
    for (const key of ["SELLER_NAME", "SELLER_ADDRESS", "GSTIN"]) expect(message).toContain(`${key}: required in production`);
    const seller = { SELLER_NAME: "Shubho Bibaho", SELLER_ADDRESS: "12 Park Street, Kolkata 700016", GSTIN: "19ABCDE1234F1Z5" };
    expect(() => loadConfig({ ...prod, ...seller, GSTIN: "" })).toThrow(/GSTIN: required in production/);
    expect(loadConfig({ ...prod, ...seller }).payments.seller).toEqual({
      name: "Shubho Bibaho",
      address: "12 Park Street, Kolkata 700016",
      gstin: "19ABCDE1234F1Z5",
    });
    expect(loadConfig({ DATA_DIR: dataDir() } as NodeJS.ProcessEnv).payments.seller).toMatchObject({ name: "Shubho Bibaho", gstin: null });
  });

  it("drains for 25 s by default and has no metrics until a port or a token (16+ characters) is set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() } as NodeJS.ProcessEnv)).toMatchObject({
      shutdownDrainMs: 25_000,
      metrics: { port: undefined, host: "127.0.0.1", token: undefined },
    });
    const c = loadConfig({
      DATA_DIR: dataDir(),
      SHUTDOWN_DRAIN_MS: "5000",
      METRICS_PORT: "9464",
      METRICS_TOKEN: "t".repeat(16),
    } as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ shutdownDrainMs: 5000, metrics: { port: 9464, token: "t".repeat(16) } });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short", METRICS_PORT: "0" } as NodeJS.ProcessEnv)).toThrow(
      /METRICS_PORT[\s\S]*METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it("keeps files in the data folder by default; STORAGE=s3 needs S3_BUCKET and both keys or neither", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir } as NodeJS.ProcessEnv).storage).toMatchObject({ provider: "local", mediaDir: join(dir, "media") });
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE: "s3" } as NodeJS.ProcessEnv)).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE: "s3", S3_BUCKET: "Media_Files" } as NodeJS.ProcessEnv)).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "AKIA1" } as NodeJS.ProcessEnv)).toThrow(
      /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/,
    );
    const s3 = loadConfig({
      DATA_DIR: dir,
      STORAGE: "s3",
      S3_BUCKET: "shubho-media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "on",
    } as NodeJS.ProcessEnv);
    expect(s3.storage).toMatchObject({
      provider: "s3",
      s3: { bucket: "shubho-media", region: "us-east-1", endpoint: "http://127.0.0.1:9000", forcePathStyle: true },
    });
  });
});
