import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { newPhone, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";

let n = 0;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A registered RR, activated by a super admin and signed in. */
export async function activeRr(t: TestApp) {
  const email = `rr-factory${++n}-${process.pid}@example.in`;
  const password = "rep-pass-1";
  const reg = await t.app.inject({
    method: "POST",
    url: "/api/rr/register",
    payload: { name: `Representative ${n}`, email, password, mobileNo: "98300 12345" },
  });
  if (reg.statusCode !== 201) throw new Error(`RR registration failed: ${reg.body}`);
  const id: number = reg.json().data.rrUser.id;
  const superAdmin = await adminSession(t, "super_admin");
  const on = await t.app.inject({ method: "PUT", url: `/api/admin/rr/${id}/status`, headers: superAdmin.auth, payload: { active: true } });
  if (on.statusCode !== 200) throw new Error(`RR activation failed: ${on.body}`);
  const login = await t.app.inject({ method: "POST", url: "/api/rr/login", payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`RR sign-in failed: ${login.body}`);
  return { id, token: login.json().data.token as string };
}

/**
 * A member an RR added through Add Member, not yet confirmed: the member's user id, ad number, phone
 * and the consent code (shown with the console SMS provider, as in development); `confirm` is the
 * member's own confirmation with that code.
 */
export async function rrAddedMember(t: TestApp, rr?: { token: string }) {
  const by = rr ?? (await activeRr(t));
  const phone = newPhone();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/rr/members",
    headers: bearer(by.token),
    payload: {
      name: `Ruma Ghosh ${++n}`,
      gender: "Female",
      phone,
      email: `rr-added${n}-${process.pid}@example.in`,
      dateOfBirth: "1998-04-12",
      maritalStatus: "Never Married",
      profession: "Service",
      state: "West Bengal",
      city: "Howrah",
      language: "en",
    },
  });
  if (res.statusCode !== 201) throw new Error(`Add Member failed: ${res.body}`);
  const { memberId, fallbackOTP } = res.json().data as { memberId: string; fallbackOTP: string };
  const [{ id }] = await rawRows<{ id: number }>(t.db, sql`select user_id as id from profiles where profile_id = ${memberId}`);
  const confirm = () => t.app.inject({ method: "POST", url: "/api/rr/member-consent", payload: { phone, otp: fallbackOTP } });
  return { userId: id, profileId: memberId, phone, otp: fallbackOTP, confirm };
}
