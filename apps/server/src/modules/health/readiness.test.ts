// Readiness names what is wrong: a dependency that does not answer, or a server starting or draining.
import { rmSync, writeFileSync } from "node:fs";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { freePort } from "../../test/server-process.ts";

const message = "The service is briefly unavailable. Please try again in a moment.";

describe("readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("is 200 with each dependency ok while serving; health touches none", async () => {
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: "ready", checks: { database: "ok", storage: "ok" } } });
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.json()).toEqual({ success: true, data: { status: "ok", uptime: expect.any(Number) } });
  });

  it("is 503 naming the storage when the media folder cannot be written, and 200 again once it can", async () => {
    // A file where the folder should be: even root cannot write into it.
    rmSync(t.config.mediaDir, { recursive: true, force: true });
    writeFileSync(t.config.mediaDir, "");
    try {
      const ready = await t.app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers["retry-after"]).toBe("5");
      expect(ready.json()).toEqual({
        success: false,
        code: "service_unavailable",
        message,
        error: message,
        status: "not_ready",
        checks: { database: "ok", storage: "unavailable" },
      });
    } finally {
      rmSync(t.config.mediaDir, { force: true });
    }
    expect((await t.app.inject({ url: "/api/ready" })).statusCode).toBe(200);
  });

  it("is 503 while draining, when a request still sent here is answered and its connection closed; health stays 200", async () => {
    t.app.operations.lifecycle.state = "draining";
    try {
      const ready = await t.app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "draining", checks: { database: "ok", storage: "ok" } });
      // A sign-in sent on a connection kept alive reaches the service (a wrong code, not a 503): a POST turned
      // away here would fail, since the load balancer does not retry it elsewhere.
      const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone: "9830000000", otp: "000000" } });
      expect(login.statusCode).not.toBe(503);
      expect(login.headers.connection).toBe("close");
      const plans = await t.app.inject({ url: "/api/plans" });
      expect(plans.statusCode).toBe(200);
      expect(plans.headers.connection).toBe("close");
      expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      t.app.operations.lifecycle.state = "serving";
    }
  });

  it("is 503 while starting, when the API answers 503 database_unavailable", async () => {
    t.app.operations.lifecycle.state = "starting";
    try {
      expect((await t.app.inject({ url: "/api/ready" })).json()).toMatchObject({ success: false, status: "starting" });
      const plans = await t.app.inject({ url: "/api/plans" });
      expect(plans.statusCode).toBe(503);
      expect(plans.json()).toEqual({ success: false, code: "database_unavailable", message, error: message });
    } finally {
      t.app.operations.lifecycle.state = "serving";
    }
    expect((await t.app.inject({ url: "/api/plans" })).statusCode).toBe(200);
  });
});

describe("readiness with Redis configured", () => {
  it("is 503 naming Redis while Redis does not answer", async () => {
    // Nothing listens on this port; ioredis keeps trying in the background.
    const away = new Redis({ port: await freePort(), host: "127.0.0.1", maxRetriesPerRequest: 0, lazyConnect: true });
    away.on("error", () => undefined);
    const t = await createTestApp({ redis: away });
    try {
      const ready = await t.app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: "service_unavailable", checks: { database: "ok", storage: "ok", redis: "unavailable" } });
    } finally {
      await t.close();
      away.disconnect();
    }
  });
});
