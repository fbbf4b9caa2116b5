import { generateSync } from "otplib";
import { schema } from "@app/db";
import type { TAdminRole } from "@app/contract";
import { loadArgon2 } from "../../lib/native.ts";
import type { TestApp } from "../../test/harness.ts";

let n = 0;
export const adminPassword = "Correct-Horse-42";

/** An admin row with an argon2id password (no second factor yet). */
export async function createAdmin(t: TestApp, role: TAdminRole = "super_admin", over: { email?: string; password?: string } = {}) {
  const email = over.email ?? `admin${++n}-${process.pid}@example.in`;
  const passwordHash = await (await loadArgon2()).hash(over.password ?? adminPassword);
  const [row] = await t.db
    .insert(schema.admins)
    .values({ email, name: `Admin ${n}`, role, passwordHash })
    .returning();
  return row;
}

/** The current TOTP code for a secret at the app's clock (optionally a number of 30 s steps later). */
export const totpCode = (t: TestApp, secret: string, stepsLater = 0) =>
  generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + stepsLater * 30 });

/** Signs an admin in through the API, enrolling TOTP on the first sign-in; returns token and TOTP secret. */
export async function signInAdmin(t: TestApp, email: string, password = adminPassword, secret?: string) {
  const first = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password } });
  if (first.statusCode !== 200) throw new Error(`admin login failed: ${first.body}`);
  const step = first.json().data;
  const key: string = step.step === "enroll" ? step.secret : secret;
  if (!key) throw new Error("this admin has a second factor; pass its secret");
  // A code is accepted once per time step: move on a step for every sign-in.
  t.clock.advance(30_000);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/login/totp",
    payload: { challenge: step.challenge, code: totpCode(t, key) },
  });
  if (res.statusCode !== 200) throw new Error(`admin totp failed: ${res.body}`);
  const data = res.json().data as { token: string; recoveryCodes?: string[] };
  return { token: data.token, secret: key, recoveryCodes: data.recoveryCodes ?? [] };
}

/** A fresh admin of the given role, signed in. */
export async function adminSession(t: TestApp, role: TAdminRole = "super_admin") {
  const admin = await createAdmin(t, role);
  const s = await signInAdmin(t, admin.email);
  return { admin, ...s, auth: { authorization: `Bearer ${s.token}` } };
}
