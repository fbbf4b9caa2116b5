import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newPhone, type TestApp } from "../../test/harness.ts";
import { Msg91Sms } from "./msg91.ts";

/** A local stand-in for MSG91's HTTP API that records what it was sent. */
let fake: Server;
let fail = false;
const received: { url: string; authkey?: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  fake = createServer((req, res) => {
    received.push({ url: req.url ?? "", authkey: req.headers.authkey as string });
    req.resume();
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(fail ? { type: "error", message: "Invalid authkey" } : { type: "success", request_id: "abc" }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({ sms: new Msg91Sms({ authKey: "test-key", templateId: "tmpl-1", baseUrl: `http://127.0.0.1:${port}` }) });
});
afterAll(async () => {
  await t.close();
  fake.close();
});

describe("MSG91 SMS provider", () => {
  it("sends our code through the OTP API and never returns it to the caller", async () => {
    const phone = newPhone();
    const res = await t.app.inject({ method: "POST", url: "/api/auth/send-registration-otp", payload: { phone } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fallbackOTP).toBeUndefined();
    expect(res.json().data.fallback).toBeUndefined();
    const call = received.at(-1)!;
    const url = new URL(call.url, "http://x");
    expect(url.pathname).toBe("/api/v5/otp");
    expect(url.searchParams.get("mobile")).toBe(`91${phone}`);
    expect(url.searchParams.get("otp")).toMatch(/^\d{6}$/);
    expect(url.searchParams.get("template_id")).toBe("tmpl-1");
    expect(call.authkey).toBe("test-key");
  });

  it("answers 503 when the gateway refuses, and the failed send does not block a retry", async () => {
    const phone = newPhone();
    fail = true;
    const res = await t.app.inject({ method: "POST", url: "/api/auth/send-registration-otp", payload: { phone } });
    fail = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("service_unavailable");
    const retry = await t.app.inject({ method: "POST", url: "/api/auth/send-registration-otp", payload: { phone } });
    expect(retry.statusCode).toBe(200);
  });
});
