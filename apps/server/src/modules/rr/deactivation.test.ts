import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { activeRr, rrAddedMember } from "./test-factory.ts";

let t: TestApp;
let superAdmin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await adminSession(t, "super_admin");
});
afterAll(() => t?.close());

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
const setActive = (id: number, active: boolean) => call("PUT", `/api/admin/rr/${id}/status`, superAdmin.token, { active });
const email = async (id: number) => (await rawRows<{ email: string }>(t.db, sql`select email from rrs where id = ${id}`))[0].email;
const signIn = async (id: number) => {
  const res = await call("POST", "/api/rr/login", undefined, { email: await email(id), password: "rep-pass-1" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; rrUser: { status: string; active: boolean } };
};

const DEACTIVATED = "This RR account has been deactivated. Please contact the office.";
/** Every RR endpoint but sign-in, me and logout. */
const portal: [Method, string][] = [
  ["POST", "/api/rr/generate-referral-code"],
  ["GET", "/api/rr/referred-members"],
  ["GET", "/api/rr/payments"],
  ["GET", "/api/rr/commission-report"],
  ["GET", "/api/rr/commission-report.csv"],
  ["GET", "/api/rr/history"],
];

describe("deactivating an RR", () => {
  it("ends the RR's sessions at once; signing in again shows only the deactivated account; reactivation restores the portal", async () => {
    const rr = await activeRr(t);
    const member = await rrAddedMember(t, rr);
    const second = await signIn(rr.id);
    const before = await call("GET", "/api/rr/referred-members", rr.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.members[0]).toMatchObject({ id: member.profileId, phone: member.phone });

    const off = await setActive(rr.id, false);
    expect(off.statusCode, off.body).toBe(200);
    // Tokens issued before the deactivation are dead, on the portal and on "me".
    for (const token of [rr.token, second.token]) {
      expect((await call("GET", "/api/rr/referred-members", token)).statusCode).toBe(401);
      expect((await call("GET", "/api/rr/me", token)).statusCode).toBe(401);
    }
    const open = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions where principal_type = 'rr' and principal_id = ${rr.id} and revoked_at is null`,
    );
    expect(open[0].n).toBe(0);
    const [audit] = await rawRows<{ details: { sessionsEnded: number } }>(
      t.db,
      sql`select details from audit_log where action = 'rr.deactivated' and subject_id = ${String(rr.id)}`,
    );
    expect(audit.details.sessionsEnded).toBe(2);

    // Signing in again tells the RR the account is deactivated, and gives nothing else.
    const again = await signIn(rr.id);
    expect(again.rrUser).toMatchObject({ active: false, status: "deactivated" });
    const me = await call("GET", "/api/rr/me", again.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.rrUser.status).toBe("deactivated");
    for (const [method, url] of portal) {
      const res = await call(method, url, again.token);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false, code: "rr_deactivated", message: DEACTIVATED });
      expect(res.body).not.toContain(member.phone);
    }
    const add = await call("POST", "/api/rr/members", again.token, {
      name: "Rina Das",
      gender: "Female",
      phone: "9830099999",
      email: `rina-${process.pid}@example.in`,
      dateOfBirth: "1998-04-12",
      maritalStatus: "Never Married",
      profession: "Service",
      language: "en",
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().code).toBe("rr_deactivated");
    const added = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where phone = '9830099999'`);
    expect(added[0].n).toBe(0);

    // Reactivated, the RR has the portal back (the session opened while deactivated too).
    expect((await setActive(rr.id, true)).statusCode).toBe(200);
    const back = await signIn(rr.id);
    expect(back.rrUser).toMatchObject({ active: true, status: "active" });
    for (const token of [back.token, again.token]) {
      const list = await call("GET", "/api/rr/referred-members", token);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.members[0]).toMatchObject({ id: member.profileId, phone: member.phone });
    }
    expect((await call("POST", "/api/rr/generate-referral-code", back.token)).statusCode).toBe(200);
  });

  it("an RR awaiting a first activation is told so, not that the account is deactivated", async () => {
    const reg = await call("POST", "/api/rr/register", undefined, {
      name: "New Rep",
      email: `new-rep-${process.pid}@example.in`,
      password: "rep-pass-1",
      mobileNo: "9830012345",
    });
    expect(reg.statusCode).toBe(201);
    const { token, rrUser } = await signIn(reg.json().data.rrUser.id);
    expect(rrUser).toMatchObject({ active: false, status: "inactive" });
    expect((await call("GET", "/api/rr/referred-members", token)).statusCode).toBe(200);
    const code = await call("POST", "/api/rr/generate-referral-code", token);
    expect(code.statusCode).toBe(403);
    expect(code.json()).toMatchObject({ code: "forbidden", message: expect.stringMatching(/awaiting activation/) });
  });
});
