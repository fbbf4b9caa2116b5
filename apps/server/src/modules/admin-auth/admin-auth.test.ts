import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { adminPassword, adminSession, createAdmin, signInAdmin, totpCode } from "./test-factory.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, remoteAddress: ip });
const totp = (challenge: string, body: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/admin/login/totp", payload: { challenge, ...body } });
const me = (token: string) => t.app.inject({ method: "GET", url: "/api/admin/me", headers: { authorization: `Bearer ${token}` } });

describe("admin sign-in", () => {
  it("enrols TOTP on the first sign-in, then requires a code every time", async () => {
    const admin = await createAdmin(t, "moderator");
    const first = await login(admin.email, adminPassword);
    expect(first.statusCode).toBe(200);
    const step = first.json().data;
    expect(step.step).toBe("enroll");
    expect(step.otpauthUrl).toContain("otpauth://totp/");
    // The password alone is not a session.
    expect((await me(step.challenge)).statusCode).toBe(401);

    const wrong = await totp(step.challenge, { code: totpCode(t, step.secret) === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("otp_invalid");

    const ok = await totp(step.challenge, { code: totpCode(t, step.secret) });
    expect(ok.statusCode).toBe(200);
    const session = ok.json().data;
    expect(session.recoveryCodes).toHaveLength(10);
    expect(session.admin).toMatchObject({ email: admin.email, role: "moderator", totpEnabled: true });
    expect((await me(session.token)).json().data.admin.email).toBe(admin.email);

    // The challenge was used up; the same code cannot be replayed on a new challenge either.
    expect((await totp(step.challenge, { code: totpCode(t, step.secret) })).statusCode).toBe(401);
    const again = (await login(admin.email, adminPassword)).json().data;
    expect(again.step).toBe("totp");
    expect(again.secret).toBeUndefined();
    expect((await totp(again.challenge, { code: totpCode(t, step.secret) })).statusCode).toBe(400);
    t.clock.advance(30_000);
    expect((await totp(again.challenge, { code: totpCode(t, step.secret) })).statusCode).toBe(200);

    // A recovery code works once, and is stored only as a hash.
    const stored = await rawRows<{ code_hash: string }>(t.db, sql`select code_hash from admin_recovery_codes where admin_id = ${admin.id}`);
    expect(stored.map((r) => r.code_hash)).not.toContain(session.recoveryCodes[0]);
    const c1 = (await login(admin.email, adminPassword)).json().data.challenge;
    expect((await totp(c1, { recoveryCode: session.recoveryCodes[0].toUpperCase() })).statusCode).toBe(200);
    const c2 = (await login(admin.email, adminPassword)).json().data.challenge;
    expect((await totp(c2, { recoveryCode: session.recoveryCodes[0] })).statusCode).toBe(400);

    // The TOTP secret is not stored in the clear.
    const [row] = await rawRows<{ totp_secret: string }>(t.db, sql`select totp_secret from admins where id = ${admin.id}`);
    expect(row.totp_secret).not.toContain(step.secret);
  });

  it("answers a wrong password, an unknown e-mail and a disabled admin alike", async () => {
    const admin = await createAdmin(t, "moderator");
    const bad = await login(admin.email, "wrong-password", "10.0.1.1");
    const unknown = await login("nobody@example.in", "wrong-password", "10.0.1.2");
    expect(bad.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(bad.json().message).toBe("Invalid email or password. Please try again.");
    expect(unknown.json().message).toBe(bad.json().message);
  });

  it("validates the form with the spec's messages", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email: "", password: "123" } });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain("Email is required");
    expect(messages).toContain("Password must be at least 6 characters");
  });

  it("locks an account after 5 failures, known or unknown e-mail, even for the right password", async () => {
    const admin = await createAdmin(t, "moderator");
    for (let i = 0; i < 5; i++) expect((await login(admin.email, "nope-nope", `10.0.2.${i}`)).statusCode).toBe(401);
    const locked = await login(admin.email, adminPassword, "10.0.2.99");
    expect(locked.statusCode).toBe(429);
    for (let i = 0; i < 5; i++) await login("ghost@example.in", "nope-nope", `10.0.3.${i}`);
    const ghost = await login("ghost@example.in", "nope-nope", "10.0.3.99");
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json().message).toBe(locked.json().message);
    // After the window the account opens again.
    t.clock.advance(16 * 60_000);
    expect((await login(admin.email, adminPassword, "10.0.2.99")).statusCode).toBe(200);
  });

  it("locks an IP after 20 failures across e-mails", async () => {
    for (let i = 0; i < 20; i++) await login(`probe${i}@example.in`, "nope-nope", "10.9.9.9");
    const admin = await createAdmin(t, "moderator");
    expect((await login(admin.email, adminPassword, "10.9.9.9")).statusCode).toBe(429);
    expect((await login(admin.email, adminPassword, "10.9.9.10")).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
  });

  it("locks out parallel guesses: at most 5 wrong passwords are tried", async () => {
    const admin = await createAdmin(t, "moderator");
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(admin.email, `guess-${i}-x`, `10.0.4.${i}`)));
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
    t.clock.advance(16 * 60_000);
  });

  it("ends the session at logout, after the idle timeout, and when a super admin disables the admin", async () => {
    const a = await adminSession(t, "moderator");
    expect((await me(a.token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: a.auth });
    expect(out.statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(401);

    const b = await signInAdmin(t, a.admin.email, adminPassword, a.secret);
    t.clock.advance(31 * 60_000);
    expect((await me(b.token)).statusCode).toBe(401);

    const c = await signInAdmin(t, a.admin.email, adminPassword, a.secret);
    const boss = await adminSession(t, "super_admin");
    const off = await t.app.inject({ method: "POST", url: `/api/admin/admins/${a.admin.id}/disable`, headers: boss.auth });
    expect(off.statusCode).toBe(200);
    expect((await me(c.token)).statusCode).toBe(401);
    expect((await login(a.admin.email, adminPassword, "10.0.5.1")).statusCode).toBe(401);
  });
});

describe("roles", () => {
  it("refuses admin endpoints without a token (401), with a member token (403), and a moderator on admin management (403)", async () => {
    const member = await registerMember(t.app);
    const mod = await adminSession(t, "moderator");
    const boss = await adminSession(t, "super_admin");
    const endpoints: [string, string][] = [
      ["GET", "/api/admin/me"],
      ["GET", "/api/admin/admins"],
      ["POST", "/api/admin/admins"],
      ["POST", `/api/admin/admins/${boss.admin.id}/disable`],
      ["POST", `/api/admin/admins/${boss.admin.id}/reset-2fa`],
    ];
    for (const [method, url] of endpoints) {
      const none = await t.app.inject({ method: method as "GET", url, payload: method === "POST" ? {} : undefined });
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({ method: method as "GET", url, headers: { authorization: `Bearer ${member.token}` } });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of endpoints.slice(1)) {
      const asMod = await t.app.inject({ method: method as "GET", url, headers: mod.auth, payload: method === "POST" ? {} : undefined });
      expect(asMod.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/admins", headers: boss.auth })).statusCode).toBe(200);
    // An admin token is not a member's.
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: boss.auth })).statusCode).toBe(401);
  });
});

describe("admin management", () => {
  it("adds, disables, re-enables and resets the second factor of admins; audited", async () => {
    const boss = await adminSession(t, "super_admin");
    const add = await t.app.inject({
      method: "POST",
      url: "/api/admin/admins",
      headers: boss.auth,
      payload: { email: "New.Mod@example.in", name: "New Mod", password: "long-enough-pw", role: "moderator" },
    });
    expect(add.statusCode).toBe(201);
    const created = add.json().data.admin;
    expect(created).toMatchObject({ email: "new.mod@example.in", role: "moderator", active: true, totpEnabled: false });
    const dup = await t.app.inject({
      method: "POST",
      url: "/api/admin/admins",
      headers: boss.auth,
      payload: { email: "new.mod@example.in", name: "Again", password: "long-enough-pw", role: "moderator" },
    });
    expect(dup.statusCode).toBe(409);

    const s = await signInAdmin(t, "new.mod@example.in", "long-enough-pw");
    const reset = await t.app.inject({ method: "POST", url: `/api/admin/admins/${created.id}/reset-2fa`, headers: boss.auth });
    expect(reset.json().data.admin.totpEnabled).toBe(false);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await login("new.mod@example.in", "long-enough-pw", "10.0.6.1")).json().data.step).toBe("enroll");

    await t.app.inject({ method: "POST", url: `/api/admin/admins/${created.id}/disable`, headers: boss.auth });
    const on = await t.app.inject({ method: "POST", url: `/api/admin/admins/${created.id}/enable`, headers: boss.auth });
    expect(on.json().data.admin.active).toBe(true);

    const actions = await rawRows<{ action: string; actor_id: number }>(
      t.db,
      sql`select action, actor_id from audit_log where subject_type = 'admin' and subject_id = ${String(created.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["admin.created", "admin.totp_reset", "admin.disabled", "admin.enabled"]),
    );
    expect(actions.find((a) => a.action === "admin.disabled")?.actor_id).toBe(boss.admin.id);
  });

  it("never disables the last active super admin, even when two disable each other at once", async () => {
    const t2 = await createTestApp();
    try {
      const a = await adminSession(t2, "super_admin");
      const self = await t2.app.inject({ method: "POST", url: `/api/admin/admins/${a.admin.id}/disable`, headers: a.auth });
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe("The last super admin cannot be disabled");

      const b = await adminSession(t2, "super_admin");
      const [r1, r2] = await Promise.all([
        t2.app.inject({ method: "POST", url: `/api/admin/admins/${b.admin.id}/disable`, headers: a.auth }),
        t2.app.inject({ method: "POST", url: `/api/admin/admins/${a.admin.id}/disable`, headers: b.auth }),
      ]);
      // One wins; the other is either refused as the last one or finds its own session ended.
      expect([r1.statusCode, r2.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const [{ n }] = await rawRows<{ n: number }>(t2.db, sql`select count(*)::int as n from admins where role = 'super_admin' and active`);
      expect(n).toBe(1);
    } finally {
      await t2.close();
    }
  });
});
