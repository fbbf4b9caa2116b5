import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bearer, member } from "../proposals/test-helpers.ts";

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t?.close());

const settingsOf = async (id: number) =>
  (
    await rawRows<{ circulationEmails: boolean; digestSms: boolean }>(
      t.db,
      sql`select circulation_emails as "circulationEmails", digest_sms as "digestSms" from users where id = ${id}`,
    )
  )[0];

describe("a member's own e-mail and SMS choices", () => {
  it("reads and changes only the signed-in member's choices; the digest SMS starts off", async () => {
    const me = await member(t, { email: "choices@example.com" });
    const other = await member(t);
    const get = await t.app.inject({ method: "GET", url: "/api/circulation-emails/me", headers: bearer(me.token) });
    expect(get.json()).toEqual({ success: true, data: { circulationEmails: true, digestSms: false } });

    const put = await t.app.inject({
      method: "PUT",
      url: "/api/circulation-emails/me",
      headers: bearer(me.token),
      payload: { digestSms: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ circulationEmails: true, digestSms: true });
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/circulation-emails/me",
      headers: bearer(me.token),
      payload: { circulationEmails: false },
    });
    expect(off.json().data).toEqual({ circulationEmails: false, digestSms: true });
    expect(await settingsOf(me.userId)).toEqual({ circulationEmails: false, digestSms: true });
    expect(await settingsOf(other.userId)).toEqual({ circulationEmails: true, digestSms: false });
  });

  it("answers a 400 for an empty or wrong body and a 401 without a session, changing nothing", async () => {
    const me = await member(t);
    for (const payload of [{}, { digestSms: "yes" }, { circulationEmails: null }]) {
      const res = await t.app.inject({ method: "PUT", url: "/api/circulation-emails/me", headers: bearer(me.token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "validation_failed" });
    }
    const anon = await t.app.inject({ method: "PUT", url: "/api/circulation-emails/me", payload: { digestSms: true } });
    expect(anon.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/circulation-emails/me" })).statusCode).toBe(401);
    expect(await settingsOf(me.userId)).toEqual({ circulationEmails: true, digestSms: false });
  });
});
