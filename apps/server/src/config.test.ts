import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "sb-config-"));

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
});
