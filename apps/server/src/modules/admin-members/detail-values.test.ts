import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, "super_admin");
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/users/{id}: the ad's values", () => {
  it("gives the last yet-to-marry confirmation as an ISO instant the screen formats, the height in inches and the contact choice's code", async () => {
    const m = await registerMember(t.app);
    await t.db.execute(sql`update ad_details set ytm_verified_at = '2026-11-22T06:30:00Z' where user_id = ${m.user.id}`);
    const res = await t.app.inject({ method: "GET", url: `/api/users/${m.user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const ad = res.json().data.user.ad;
    expect(ad.ytmVerifiedAt).toBe("2026-11-22T06:30:00Z");
    expect(typeof ad.heightInches).toBe("number");
    expect(["phone", "email", "both"]).toContain(ad.contactVisibility);
  });
});
