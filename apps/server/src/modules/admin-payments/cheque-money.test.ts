import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { ledgerMismatches, member } from "../proposals/test-helpers.ts";
import { bearer } from "../payments/test-helpers.ts";
import { principals } from "./test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const record = (body: object, headers: Record<string, string> = p.superAdmin) => send("POST", "/api/admin/cheques", headers, body);
const clear = (id: string, headers: Record<string, string> = p.checker) => send("POST", `/api/admin/cheques/${id}/clear`, headers);

let n = 0;
const cheque = (adId: string, over: Record<string, unknown> = {}) => ({
  method: "cheque",
  number: `M${process.pid}${++n}`,
  bank: "UCO Bank",
  chequeDate: "2026-11-20",
  amount: 3000,
  member: adId,
  planId: 7,
  ...over,
});

/** What a member holds and what was written for them. */
const state = async (userId: number) => {
  const [row] = await rawRows<{ plans: number; points: number; cheques: number; orders: number }>(
    t.db,
    sql`select (select count(*)::int from member_plans where user_id = ${userId}) as plans,
               (select proposal_points from users where id = ${userId}) as points,
               (select count(*)::int from cheque_payments where user_id = ${userId}) as cheques,
               (select count(*)::int from orders where user_id = ${userId}) as orders`,
  );
  return row;
};

let codeN = 0;
async function promo(over: Record<string, unknown> = {}) {
  const res = await send("POST", "/api/admin/promos", p.superAdmin, {
    code: `CHQ${process.pid % 1000}X${++codeN}`,
    kind: "percent",
    value: 20,
    validFrom: "2026-11-01",
    validTo: "2026-11-30",
    maxUses: 100,
    oncePerMember: true,
    planIds: [],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.promo as { id: number; code: string };
}
const promoUsed = async (id: number) => (await send("GET", `/api/admin/promos/${id}`, p.moderator)).json().data.promo.used as number;

const amountRefusal = (message: string) => ({
  success: false,
  code: "validation_failed",
  message,
  error: message,
  errors: [{ field: "amount", message }],
});

describe("a cheque's amount", () => {
  it("must be the plan's price: Rs 1 against the Rs 10,000 plan is refused on the amount field and nothing is written", async () => {
    const m = await member(t);
    for (const amount of [1, 9999.99, 10000.01, 3000, 100000]) {
      const res = await record(cheque(m.profileId, { planId: 3, amount }));
      expect(res.statusCode, `${amount}`).toBe(400);
      expect(res.json()).toEqual(amountRefusal("The amount must be the plan's price, Rs 10,000."));
    }
    expect(await state(m.userId)).toEqual({ plans: 0, points: 0, cheques: 0, orders: 0 });

    const ok = await record(cheque(m.profileId, { planId: 3, amount: 10000 }));
    expect(ok.statusCode, ok.body).toBe(200);
    const cleared = await clear(ok.json().data.cheque.id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.cheque).toMatchObject({ status: "cleared", amountPaise: 1_000_000, promoCode: null, discountPaise: 0 });
    expect(await state(m.userId)).toEqual({ plans: 1, points: 30, cheques: 1, orders: 1 });
    const receipt = await send("GET", `/api/payments/${cleared.json().data.cheque.orderId}/receipt`, bearer(m.token));
    expect(receipt.json().data.amount).toBe(10000);
  });

  it("names the price in Indian style", async () => {
    const m = await member(t);
    await t.db.execute(sql`update plans set price = '125000' where id = 2`);
    try {
      const res = await record(cheque(m.profileId, { planId: 2, amount: 7000 }));
      expect(res.json()).toEqual(amountRefusal("The amount must be the plan's price, Rs 1,25,000."));
    } finally {
      await t.db.execute(sql`update plans set price = '7000' where id = 2`);
    }
  });

  it("refuses malformed amounts with a 400 on the amount field", async () => {
    const m = await member(t);
    for (const amount of [0, -3000, 3000.001, 2999.999, 10_000_000, 1e21, "lots", "", null, true, [3000], { rupees: 3000 }]) {
      const res = await record(cheque(m.profileId, { amount }));
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(amount),
      ).toContain("amount");
    }
    expect((await record({ ...cheque(m.profileId), amount: undefined })).statusCode).toBe(400);
    expect(await state(m.userId)).toMatchObject({ cheques: 0 });
  });

  it("under a promo code must be the price checkout quotes for it; the use is taken when the cheque clears", async () => {
    const m = await member(t);
    const code = await promo({ planIds: [7] });
    const wrong = await record(cheque(m.profileId, { promoCode: code.code, amount: 3000 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(amountRefusal(`The amount must be the plan's price after promo code ${code.code}, Rs 2,400.`));
    const unknown = await record(cheque(m.profileId, { promoCode: "NOSUCHCODE", amount: 2400 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: "promoCode", message: "This promo code is not valid" }]);
    const otherPlan = await record(cheque(m.profileId, { planId: 3, amount: 8000, promoCode: code.code }));
    expect(otherPlan.json().errors).toEqual([{ field: "promoCode", message: "This promo code does not apply to this plan" }]);

    const rec = await record(cheque(m.profileId, { promoCode: ` ${code.code.toLowerCase()} `, amount: 2400 }));
    expect(rec.statusCode, rec.body).toBe(200);
    expect(rec.json().data.cheque).toMatchObject({ amountPaise: 240_000, promoCode: code.code, discountPaise: 60_000 });
    expect(await promoUsed(code.id)).toBe(0);
    // Once per member: a second cheque under the same code is refused while the first is open.
    const second = await record(cheque(m.profileId, { promoCode: code.code, amount: 2400 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([{ field: "promoCode", message: "This member has already used this promo code" }]);
    // A code a cheque names is deactivated, not deleted.
    expect((await send("DELETE", `/api/admin/promos/${code.id}`, p.superAdmin)).json().data).toEqual({ deleted: false, deactivated: true });

    const cleared = await clear(rec.json().data.cheque.id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await promoUsed(code.id)).toBe(1);
    const order = (await send("GET", `/api/admin/payments/${cleared.json().data.cheque.orderId}`, p.moderator)).json().data.order;
    expect(order).toMatchObject({ status: "paid", amountPaise: 240_000, promoCode: code.code, discountPaise: 60_000, provider: "cheque" });
    expect(await state(m.userId)).toEqual({ plans: 1, points: 10, cheques: 1, orders: 1 });
  });

  it("with a fixed discount may carry paise; a code used up before the cheque clears stops the clearing until uses are raised", async () => {
    const m = await member(t);
    const other = await member(t);
    const code = await promo({ kind: "fixed", value: 500.5, maxUses: 1, oncePerMember: false });
    const wrong = await record(cheque(m.profileId, { promoCode: code.code, amount: 2499 }));
    expect(wrong.json().message).toBe(`The amount must be the plan's price after promo code ${code.code}, Rs 2,499.5.`);
    const rec = await record(cheque(m.profileId, { promoCode: code.code, amount: 2499.5 }));
    expect(rec.statusCode, rec.body).toBe(200);
    // Another member takes the last use at checkout meanwhile.
    const online = await send("POST", "/api/v1/payments/subscribe", bearer(other.token), {
      planId: 7,
      location: "Kolkata",
      amount: 3000,
      promoCode: code.code,
    });
    expect(online.statusCode, online.body).toBe(200);
    const id = rec.json().data.cheque.id as string;
    const refused = await clear(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The promo code of this payment was fully used before it cleared. Raise the code's total uses, or mark this payment bounced.",
    );
    expect(await state(m.userId)).toEqual({ plans: 0, points: 0, cheques: 1, orders: 0 });
    expect((await send("GET", `/api/admin/cheques/${id}`, p.moderator)).json().data.cheque.status).toBe("recorded");
    const raise = await send("PUT", `/api/admin/promos/${code.id}`, p.superAdmin, {
      code: code.code,
      kind: "fixed",
      value: 500.5,
      validFrom: "2026-11-01",
      validTo: "2026-11-30",
      maxUses: 2,
      oncePerMember: false,
    });
    expect(raise.statusCode, raise.body).toBe(200);
    const ok = await clear(id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.cheque).toMatchObject({ amountPaise: 249_950, discountPaise: 50_050 });
    expect(await promoUsed(code.id)).toBe(2);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe("who moves cheque money", () => {
  it("only super admins record, clear and bounce; moderators, members and RRs are refused and nothing changes", async () => {
    const m = await member(t);
    const body = cheque(m.profileId);
    for (const [who, headers, status] of [
      ["moderator", p.moderator, 403],
      ["member", p.member, 403],
      ["rr", p.rr, 403],
      ["nobody", {}, 401],
    ] as const) {
      expect((await record(body, headers)).statusCode, who).toBe(status);
    }
    expect(await state(m.userId)).toMatchObject({ cheques: 0 });
    const rec = await record(body);
    expect(rec.statusCode, rec.body).toBe(200);
    const id = rec.json().data.cheque.id as string;
    for (const [who, headers, status] of [
      ["moderator", p.moderator, 403],
      ["member", p.member, 403],
      ["rr", p.rr, 403],
      ["nobody", {}, 401],
    ] as const) {
      const c = await clear(id, headers);
      expect(c.statusCode, who).toBe(status);
      const b = await send("POST", `/api/admin/cheques/${id}/bounce`, headers, { reason: "Insufficient funds" });
      expect(b.statusCode, who).toBe(status);
    }
    const moderatorRefusal = await clear(id, p.moderator);
    expect(moderatorRefusal.json()).toMatchObject({ success: false, code: "forbidden" });
    // A moderator still sees the cheques.
    expect((await send("GET", `/api/admin/cheques/${id}`, p.moderator)).json().data.cheque.status).toBe("recorded");
    expect(await state(m.userId)).toEqual({ plans: 0, points: 0, cheques: 1, orders: 0 });
  });

  it("only super admins create, change or end promo codes", async () => {
    const code = await promo();
    const body = { code: code.code, kind: "percent", value: 90, validFrom: "2026-11-01", validTo: "2026-11-30", maxUses: 5 };
    expect((await send("POST", "/api/admin/promos", p.moderator, { ...body, code: "MODFREE" })).statusCode).toBe(403);
    expect((await send("PUT", `/api/admin/promos/${code.id}`, p.moderator, body)).statusCode).toBe(403);
    expect((await send("DELETE", `/api/admin/promos/${code.id}`, p.moderator)).statusCode).toBe(403);
    const after = (await send("GET", `/api/admin/promos/${code.id}`, p.moderator)).json().data.promo;
    expect(after).toMatchObject({ value: 20, maxUses: 100, active: true });
    expect(
      (await send("GET", "/api/admin/promos", p.moderator)).json().data.promos.some((x: { code: string }) => x.code === "MODFREE"),
    ).toBe(false);
  });

  it("the super admin who recorded a cheque cannot clear it; another can, once, however many try at once", async () => {
    const m = await member(t);
    const id = (await record(cheque(m.profileId))).json().data.cheque.id as string;
    const own = await clear(id, p.superAdmin);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: "forbidden", message: "Another super admin must clear a cheque you recorded." });
    expect(await state(m.userId)).toEqual({ plans: 0, points: 0, cheques: 1, orders: 0 });
    const [{ action }] = await rawRows<{ action: string }>(
      t.db,
      sql`select string_agg(action, ',' order by id) as action from audit_log where subject_type = 'cheque' and subject_id = ${id}`,
    );
    expect(action).toBe("cheque_recorded");

    const third = await adminSession(t, "super_admin");
    const results = await Promise.all([clear(id), clear(id, third.auth), clear(id), clear(id, third.auth)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    // Replays after it cleared: 409 for anyone, the recorder included.
    for (const headers of [p.checker, third.auth, p.superAdmin]) {
      const again = await clear(id, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("This payment was already cleared.");
    }
    expect(await state(m.userId)).toEqual({ plans: 1, points: 10, cheques: 1, orders: 1 });
    // The recorder may still mark it bounced: that moves no money in.
    expect((await send("POST", `/api/admin/cheques/${id}/bounce`, p.superAdmin, { reason: "Insufficient funds" })).statusCode).toBe(200);
    expect(await state(m.userId)).toMatchObject({ points: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
