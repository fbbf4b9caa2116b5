import { schema } from "@app/db";
import type { TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { member } from "../proposals/test-helpers.ts";

/** The four kinds of caller an admin money endpoint must tell apart, and a second super admin (who clears what the first records). */
export async function principals(t: TestApp) {
  const superAdmin = await adminSession(t, "super_admin");
  const checker = await adminSession(t, "super_admin");
  const moderator = await adminSession(t, "moderator");
  const m = await member(t);
  const [rr] = await t.db
    .insert(schema.rrs)
    .values({
      email: `rr-${process.pid}-${Date.now()}-${Math.random()}@example.in`,
      name: "Test RR",
      mobile: "9000000001",
      passwordHash: "x",
    })
    .returning();
  const rrToken = await t.app.services.sessions.create(t.db, "rr", rr.id);
  const h = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    superAdmin: superAdmin.auth,
    checker: checker.auth,
    moderator: moderator.auth,
    member: h(m.token),
    rr: h(rrToken),
    memberRow: m,
    superAdminId: superAdmin.admin.id,
  };
}

type Call = [method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object];

/** Every endpoint: 401 without a token, 403 for a member's and an RR's token (and a moderator's where told). */
export async function expectGuarded(t: TestApp, p: Awaited<ReturnType<typeof principals>>, calls: Call[], superOnly: Call[] = []) {
  const failures: string[] = [];
  for (const [method, url, payload] of [...calls, ...superOnly]) {
    const send = (headers: Record<string, string>) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const none = await send({});
    if (none.statusCode !== 401) failures.push(`${method} ${url} without a token: ${none.statusCode}`);
    for (const [who, headers] of [
      ["member", p.member],
      ["rr", p.rr],
    ] as const) {
      const r = await send(headers);
      if (r.statusCode !== 403) failures.push(`${method} ${url} as ${who}: ${r.statusCode}`);
    }
  }
  for (const [method, url, payload] of superOnly) {
    const r = await t.app.inject({ method, url, headers: p.moderator, ...(payload ? { payload } : {}) });
    if (r.statusCode !== 403) failures.push(`${method} ${url} as moderator: ${r.statusCode}`);
  }
  return failures;
}
