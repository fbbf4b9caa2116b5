import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@app/db";
import { createTestApp, newPhone, registerMember, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (phone: string, otp?: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone, otp } });

describe("login, session and logout", () => {
  it("phone alone asks for an OTP; phone + OTP answers token and user", async () => {
    const { user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const first = await login(user.phone);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ requiresOTP: true, fallback: true });
    const second = await login(user.phone, first.json().data.fallbackOTP);
    expect(second.statusCode).toBe(200);
    const { token, user: u } = second.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(u).toMatchObject({ id: user.id, phone: user.phone, profileId: user.profileId });
    const me = await t.app.inject({ url: "/api/users/me", headers: auth(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ id: user.id, name: "Arijit Chatterjee" });
  });

  it("stores only a hash of the token", async () => {
    const { token } = await registerMember(t.app);
    const rows = await t.db.select().from(schema.sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it("answers a valid OTP for a number without an ad with 404", async () => {
    const phone = newPhone();
    const code = (await login(phone)).json().data.fallbackOTP;
    const res = await login(phone, code);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No ad is registered/);
  });

  it("refuses a suspended member", async () => {
    const { user } = await registerMember(t.app);
    await t.db.update(schema.users).set({ accountStatus: "suspended" }).where(eq(schema.users.id, user.id));
    t.clock.advance(61_000);
    const code = (await login(user.phone)).json().data.fallbackOTP;
    expect((await login(user.phone, code)).statusCode).toBe(403);
  });

  it("logout revokes the session on the server", async () => {
    const { token } = await registerMember(t.app);
    expect((await t.app.inject({ url: "/api/users/me", headers: auth(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: "/api/users/me", headers: auth(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: "unauthenticated", message: "Invalid or expired token" });
  });

  it("expires sessions after 30 days without use", async () => {
    const { token } = await registerMember(t.app);
    t.clock.advance(31 * 86400_000);
    expect((await t.app.inject({ url: "/api/users/me", headers: auth(token) })).statusCode).toBe(401);
  });

  it("requires a token for own-account endpoints", async () => {
    for (const [method, url] of [
      ["GET", "/api/users/me"],
      ["GET", "/api/auth/profile"],
      ["PUT", "/api/auth/profile"],
      ["PUT", "/api/auth/change-password"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "PUT" ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ url: "/api/users/me", headers: auth("garbage") })).statusCode).toBe(401);
  });
});

describe("PUT /api/auth/profile and change-password", () => {
  it("updates contact fields and validates them", async () => {
    const { token } = await registerMember(t.app);
    const ok = await t.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: auth(token),
      payload: { email: "Arijit@Example.in", advertiserName: "Self" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ email: "arijit@example.in", advertiserName: "Self" });
    const bad = await t.app.inject({ method: "PUT", url: "/api/auth/profile", headers: auth(token), payload: { email: "not-an-email" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("email");
    const unknown = await t.app.inject({ method: "PUT", url: "/api/auth/profile", headers: auth(token), payload: { phone: "9999999999" } });
    expect(unknown.statusCode).toBe(400);
    const other = await registerMember(t.app);
    const taken = await t.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: auth(other.token),
      payload: { email: "arijit@example.in" },
    });
    expect(taken.statusCode).toBe(409);
  });

  it("changes the password with an OTP, refuses a wrong current password, and signs out other sessions", async () => {
    const { token, user } = await registerMember(t.app);
    t.clock.advance(61_000);
    const code2 = (await login(user.phone)).json().data.fallbackOTP;
    const otherToken = (await login(user.phone, code2)).json().data.token;
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: auth(token),
      payload: { currentPassword: "nope-nope", newPassword: "NewPass#2026", confirmPassword: "NewPass#2026" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe("currentPassword");
    const mismatch = await t.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: auth(token),
      payload: { otp: "123456", newPassword: "NewPass#2026", confirmPassword: "Other#2026" },
    });
    expect(mismatch.statusCode).toBe(400);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-phone-otp",
      payload: { phone: user.phone, purpose: "change_password" },
    });
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: auth(token),
      payload: { otp: sent.json().data.fallbackOTP, newPassword: "NewPass#2026", confirmPassword: "NewPass#2026" },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/users/me", headers: auth(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/users/me", headers: auth(otherToken) })).statusCode).toBe(401);
    const withNew = await t.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: auth(token),
      payload: { currentPassword: "NewPass#2026", newPassword: "Newer#20266" },
    });
    expect(withNew.statusCode).toBe(200);
  });
});
