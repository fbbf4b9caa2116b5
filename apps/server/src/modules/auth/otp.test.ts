import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newPhone, registerMember, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (phone: unknown, url = "/api/auth/send-registration-otp") => t.app.inject({ method: "POST", url, payload: { phone } });

describe("OTP sending", () => {
  it("sends a 6-digit code and, with the console provider, returns it as fallbackOTP", async () => {
    const res = await send("+91 98300 11111");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ sent: true, phone: "9830011111", expiresIn: 300, resendIn: 60, fallback: true });
    expect(body.data.fallbackOTP).toMatch(/^\d{6}$/);
  });

  it("rejects a malformed number with a field error", async () => {
    for (const phone of ["12345", "5830011111", "", "98300111112", null]) {
      const res = await send(phone);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: "validation_failed" });
      expect(body.message).toBe(body.error);
      expect(body.errors[0].field).toBe("phone");
    }
  });

  it("throttles a resend within 60 seconds, then 3 codes per 15 minutes", async () => {
    const phone = newPhone();
    expect((await send(phone)).statusCode).toBe(200);
    const tooSoon = await send(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: "otp_resend_too_soon" });
    expect(tooSoon.json().retryAfter).toBeGreaterThan(0);
    expect(tooSoon.headers["retry-after"]).toBeDefined();
    t.clock.advance(61_000);
    expect((await send(phone)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await send(phone)).statusCode).toBe(200);
    t.clock.advance(61_000);
    const fourth = await send(phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe("rate_limited");
    t.clock.advance(15 * 60_000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it("answers the same for registered and unknown numbers at login", async () => {
    const { user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const known = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone: user.phone } });
    const unknown = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone: newPhone() } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const strip = (b: { data: Record<string, unknown> }) => ({ ...b, data: { ...b.data, phone: "x", fallbackOTP: "x" } });
    expect(strip(known.json())).toEqual(strip(unknown.json()));
  });
});

describe("OTP verification rules", () => {
  const login = (phone: string, otp?: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone, otp } });

  it("locks a code after 5 wrong tries: the 6th try is 429 even with the right code", async () => {
    const { user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const code = (await login(user.phone)).json().data.fallbackOTP as string;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await login(user.phone, wrong);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe("otp_invalid");
    }
    const sixth = await login(user.phone, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("otp_attempts_exceeded");
  });

  it("rejects an expired code", async () => {
    const { user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const code = (await login(user.phone)).json().data.fallbackOTP;
    t.clock.advance(301_000);
    const r = await login(user.phone, code);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe("otp_expired");
  });

  it("accepts a code once only", async () => {
    const { user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const code = (await login(user.phone)).json().data.fallbackOTP;
    expect((await login(user.phone, code)).statusCode).toBe(200);
    const again = await login(user.phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it("does not accept a code sent for another purpose", async () => {
    const { user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const verifyCode = (await send(user.phone, "/api/auth/send-phone-otp")).json().data.fallbackOTP;
    const r = await login(user.phone, verifyCode);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe("otp_invalid");
  });

  it("only the newest code works after a resend", async () => {
    const { user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const first = (await login(user.phone)).json().data.fallbackOTP;
    t.clock.advance(61_000);
    const second = (await login(user.phone)).json().data.fallbackOTP;
    if (first !== second) expect((await login(user.phone, first)).statusCode).toBe(400);
    expect((await login(user.phone, second)).statusCode).toBe(200);
  });

  it("verify-phone-otp verifies a code for the verify_phone purpose", async () => {
    const phone = newPhone();
    const code = (await send(phone, "/api/auth/send-phone-otp")).json().data.fallbackOTP;
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-phone-otp",
      payload: { phone, otp: code === "123456" ? "654321" : "123456" },
    });
    expect(bad.statusCode).toBe(400);
    const good = await t.app.inject({ method: "POST", url: "/api/auth/verify-phone-otp", payload: { phone, otp: code } });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toEqual({ verified: true, phone });
  });
});
