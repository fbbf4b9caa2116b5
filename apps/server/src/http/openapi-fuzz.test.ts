// Every operation of /api/docs/json with malformed input, anonymous and signed in as a member (integers
// past a 32-bit column and multipart bodies whose last part is never closed also as an admin and an RR,
// so that they reach every handler): no answer is a 5xx, and every 4xx is the envelope. New endpoints are
// covered as soon as they are in the document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../test/harness.ts";
import { malformedRequests, operations, type FuzzRequest, type OpenApiDoc } from "../test/openapi-fuzz.ts";
import { adminSession } from "../modules/admin-auth/test-factory.ts";
import { activeRr } from "../modules/rr/test-factory.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Finding = { request: string; status: number; body: string };

describe("OpenAPI fuzz", () => {
  it("answers malformed input to every operation with a 4xx envelope, never a 5xx", { timeout: 600_000 }, async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as OpenApiDoc;
    const target = await registerMember(t.app, { gender: "Female", name: "Fuzz Target" });
    const pathValues = { id: target.user.profileId, slug: "x", requestId: "1" };
    let member = await registerMember(t.app);
    let admin = await adminSession(t, "super_admin");
    let rr = await activeRr(t);
    const signedIn = async (url: string, token: string) =>
      (await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } })).statusCode === 200;

    // Sign-out and password changes run last so the signed-in pass keeps its session as long as possible.
    const ops = operations(doc).sort(([a], [b]) => Number(/logout|password/.test(a)) - Number(/logout|password/.test(b)));
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let tried = 0;

    const send = async (r: FuzzRequest, token?: string, who = token ? "member" : "anonymous") => {
      const res = await t.app.inject({
        method: r.method as "GET",
        url: r.url,
        payload: r.payload,
        headers: { ...r.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      tried++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const record = () =>
        findings.push({
          request: `${who} ${r.method} ${r.url.slice(0, 120)} (${r.label})`,
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      if (res.statusCode >= 500) return record();
      if (res.statusCode >= 400) {
        let body: { success?: unknown; message?: unknown; error?: unknown; code?: unknown } = {};
        try {
          body = res.json();
        } catch {
          return record();
        }
        if (body.success !== false || typeof body.message !== "string" || typeof body.error !== "string" || typeof body.code !== "string")
          record();
      }
    };

    for (const [path, method, op] of ops) {
      const requests = malformedRequests(path, method, op, pathValues);
      for (const r of requests) await send(r);
      // A request of a signed-in pass may have ended the session (sign-out): start a new one.
      if (!(await signedIn("/api/users/me", member.token))) member = await registerMember(t.app);
      for (const r of requests) await send(r, member.token);
      const everyPrincipal = requests.filter((r) => r.everyPrincipal);
      if (!(await signedIn("/api/admin/me", admin.token))) admin = await adminSession(t, "super_admin");
      for (const r of everyPrincipal) await send(r, admin.token, "admin");
      if (!(await signedIn("/api/rr/me", rr.token))) rr = await activeRr(t);
      for (const r of everyPrincipal) await send(r, rr.token, "RR");
    }

    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(`OpenAPI fuzz: ${ops.length} operations, ${tried} requests; ${summary.join(", ")}`);
    expect(ops.length).toBeGreaterThan(50);
    expect(findings).toEqual([]);
  });
});
