import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "@app/db";
import type { TAdminPlan, TPlan } from "@app/contract";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { member } from "../proposals/test-helpers.ts";
import { bearer, payAtGateway, startCheckout, verify } from "../payments/test-helpers.ts";
import { principals } from "../admin-payments/test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

const adminPlans = async () => (await t.app.inject({ url: "/api/admin/plans", headers: p.superAdmin })).json().data.plans as TAdminPlan[];
const publicPlans = async () => (await t.app.inject({ url: "/api/plans?catalog=main" })).json().data as TPlan[];
/** The edit form as the Package page sends it: every field of the plan, some changed. */
const formOf = (plan: TAdminPlan, over: Record<string, unknown> = {}) => ({
  name: plan.name,
  nameBn: plan.nameBn,
  description: plan.description,
  descriptionBn: plan.descriptionBn,
  price: plan.price,
  features: plan.features,
  featuresBn: plan.featuresBn,
  proposalPoints: plan.proposalPoints,
  freeCcp: plan.freeCcp,
  telecallerCalls: plan.telecallerCalls,
  durationDays: plan.durationDays,
  active: plan.active,
  ...over,
});
const save = (id: number, payload: object, headers = p.superAdmin) =>
  t.app.inject({ method: "PUT", url: `/api/admin/plans/${id}`, headers, payload });
/** Pays an order at the test gateway and sends the checkout's callback. */
const pay = async (token: string, orderId: string) => {
  const { payment: _payment, ...body } = await payAtGateway(t, orderId);
  return verify(t, token, body);
};
const planById = async (id: number) => (await adminPlans()).find((x) => x.id === id)!;

describe("Package: the admin's plans", () => {
  it("lists every plan with Bengali texts, orders and holders; moderators are refused", async () => {
    const all = await adminPlans();
    expect(all.map((x) => x.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(all.find((x) => x.id === 7)).toMatchObject({ nameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস", active: true, durationDays: null });
    expect((await t.app.inject({ url: "/api/admin/plans", headers: p.moderator })).statusCode).toBe(403);
    const plan = await planById(5);
    expect((await save(5, formOf(plan, { price: 1 }), p.moderator)).statusCode).toBe(403);
    expect((await planById(5)).price).toBe(250);
  });

  it("an order keeps its price after the plan's price changes; new orders take the new price", async () => {
    const m = await member(t);
    const before = await planById(7);
    const order = await startCheckout(t, m.token, 7, before.price);
    expect(order.amount).toBe(300_000);

    const res = await save(7, formOf(before, { price: 3499.5 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.plan).toMatchObject({ price: 3499.5, orders: 1 });
    expect((await publicPlans()).find((x) => x.id === 7)!.price).toBe(3499.5);

    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.gatewayOrderId, order.orderId));
    expect(row.amountPaise).toBe(300_000);
    // Paid at the old amount: settled as such, the plan granted.
    const paid = await pay(m.token, order.orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.order).toMatchObject({ amount: 3000, status: "paid" });
    // A checkout at the old price is refused now; at the new one it is taken.
    const m2 = await member(t);
    const stale = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/subscribe",
      headers: bearer(m2.token),
      payload: { planId: 7, location: "Kolkata", amount: 3000 },
    });
    expect(stale.statusCode).toBe(400);
    expect((await startCheckout(t, m2.token, 7, 3499.5)).amount).toBe(349_950);

    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "plan_price_changed"), eq(schema.auditLog.subjectId, "7")));
    expect(audit).toMatchObject({ actorId: p.superAdminId, details: { changes: { price: { from: 3000, to: 3499.5 } } } });
  });

  it("a retired plan leaves /plans and checkout refuses it; a member who holds it keeps it", async () => {
    const m = await member(t);
    const plan = await planById(1);
    const order = await startCheckout(t, m.token, 1, plan.price);
    expect((await pay(m.token, order.orderId)).statusCode).toBe(200);

    const res = await save(1, formOf(plan, { active: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.plan).toMatchObject({ active: false, holders: 1 });
    expect((await publicPlans()).map((x) => x.id)).not.toContain(1);
    expect((await t.app.inject({ url: "/api/plans/1" })).statusCode).toBe(404);

    const m2 = await member(t);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/subscribe",
      headers: bearer(m2.token),
      payload: { planId: 1, location: "Kolkata", amount: plan.price },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This plan is no longer available. Please choose another plan.");

    const current = await t.app.inject({ url: "/api/plans/current", headers: bearer(m.token) });
    expect(current.json().data.plan).toMatchObject({ id: 1, source: "payment" });

    expect((await save(1, formOf(plan, { active: true }))).statusCode).toBe(200);
    expect((await publicPlans()).map((x) => x.id)).toContain(1);
    const actions = (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, "1")))
      .filter((a) => a.subjectType === "plan")
      .map((a) => a.action);
    expect(actions).toEqual(["plan_retired", "plan_restored"]);
  });

  it("Bengali texts and a duration are saved; a bought plan with a duration ends after it", async () => {
    const plan = await planById(4);
    const res = await save(
      4,
      formOf(plan, {
        nameBn: "ভিডিও বিজ্ঞাপন (নতুন)",
        featuresBn: ["ভিডিও প্রোফাইল"],
        durationDays: 30,
        proposalPoints: 12,
        telecallerCalls: 5,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicPlans()).find((x) => x.id === 4)).toMatchObject({
      nameBn: "ভিডিও বিজ্ঞাপন (নতুন)",
      featuresBn: ["ভিডিও প্রোফাইল"],
      durationDays: 30,
      proposalPoints: 12,
      telecallerCalls: 5,
    });
    const m = await member(t);
    const order = await startCheckout(t, m.token, 4, plan.price);
    expect((await pay(m.token, order.orderId)).statusCode).toBe(200);
    const [held] = await t.db.select().from(schema.memberPlans).where(eq(schema.memberPlans.userId, m.userId));
    expect(held.endsAt!.getTime() - held.startsAt.getTime()).toBe(30 * 86_400_000);
    const [row] = await t.db.select({ calls: schema.users.telecallerCalls }).from(schema.users).where(eq(schema.users.id, m.userId));
    expect(row.calls).toBe(5);
  });

  it("refuses bad input with a clear 400 and an unknown plan with 404; nothing changes", async () => {
    const plan = await planById(6);
    for (const over of [
      { price: -1 },
      { price: 10.555 },
      { price: "lots" },
      { name: "" },
      { durationDays: 0 },
      { proposalPoints: 1.5 },
      { telecallerCalls: -1 },
      { telecallerCalls: "many" },
      { features: ["ok", ""] },
      { active: "yes" },
    ]) {
      const res = await save(6, formOf(plan, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "validation_failed" });
    }
    expect((await save(999, formOf(plan))).statusCode).toBe(404);
    expect(await planById(6)).toEqual(plan);
  });
});
