import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { ledgerMismatches, member } from "../proposals/test-helpers.ts";
import { capturedPayload, payAtGateway, startCheckout, verify, webhook } from "./test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderOf = async (gatewayOrderId: string) =>
  (
    await rawRows<{ id: string; status: string; receipt_number: string | null; gateway_payment_id: string | null }>(
      t.db,
      sql`select id, status, receipt_number, gateway_payment_id from orders where gateway_order_id = ${gatewayOrderId}`,
    )
  )[0];
const state = async (userId: number) => {
  const [row] = await rawRows<{ plans: number; points: number; captured: number; ledger: number }>(
    t.db,
    sql`select (select count(*)::int from member_plans where user_id = ${userId} and (ends_at is null or ends_at > now())) as plans,
               (select proposal_points from users where id = ${userId}) as points,
               (select count(*)::int from audit_log a join orders o on a.subject_type = 'order' and a.subject_id = o.id::text
                  where o.user_id = ${userId} and a.action = 'payment_captured') as captured,
               (select count(*)::int from point_ledger where user_id = ${userId}) as ledger`,
  );
  return row;
};
const browse = async (profileId: string) =>
  (await t.app.inject({ url: `/api/profile/ad-profiles?q=${profileId}` })).json().data.profiles[0];

describe("exactly once", () => {
  it("verify ×3 and webhook ×3 racing on one order: one grant, one receipt number, points once", async () => {
    const m = await member(t);
    const { orderId } = await startCheckout(t, m.token, 7, 3000);
    const paid = await payAtGateway(t, orderId);
    const { payment, ...body } = paid;
    const [{ last: before }] = await rawRows<{ last: number }>(
      t.db,
      sql`select coalesce((select last from receipt_counters where fy = '2026-27'), 0) as last`,
    );
    const results = await Promise.all([
      verify(t, m.token, body),
      webhook(t, "payment.captured", capturedPayload(payment)),
      verify(t, m.token, body),
      webhook(t, "order.paid", capturedPayload(payment)),
      verify(t, m.token, body),
      webhook(t, "payment.captured", capturedPayload(payment)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const receipts = new Set(results.filter((_, i) => i % 2 === 0).map((r) => r.json().data.order.receiptNumber));
    expect(receipts.size).toBe(1);
    // Plan 7 grants its proposal points and its CCP: two ledger rows.
    expect(await state(m.userId)).toEqual({ plans: 1, points: 10, captured: 1, ledger: 2 });
    const [{ last: after }] = await rawRows<{ last: number }>(t.db, sql`select last from receipt_counters where fy = '2026-27'`);
    expect(after).toBe(before + 1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // Whichever came first granted; every other call found the order paid by this payment.
    const effects = results.filter((_, i) => i % 2 === 1).map((r) => r.json().data.effect as string);
    expect(effects.every((e) => e === "granted" || e === "already")).toBe(true);
    expect(effects.filter((e) => e === "granted").length).toBeLessThanOrEqual(1);
  });

  it("many members paying at once get consecutive receipt numbers without gaps", async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => member(t)));
    const orders = await Promise.all(members.map((m) => startCheckout(t, m.token, 5, 250)));
    const done = await Promise.all(
      members.map(async (m, i) => {
        const { payment: _p, ...body } = await payAtGateway(t, orders[i].orderId);
        return verify(t, m.token, body);
      }),
    );
    const numbers = done.map((r) => Number(r.json().data.order.receiptNumber.split("/")[2])).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]).toBe(7);
    expect(new Set(numbers).size).toBe(8);
  });
});

describe("webhook", () => {
  it("a bad signature is 401 and changes nothing; a replayed event is 200 and does nothing", async () => {
    const m = await member(t);
    const { orderId } = await startCheckout(t, m.token, 5, 250);
    const { payment } = await payAtGateway(t, orderId);
    for (const signature of ["0".repeat(64), "nope", ""]) {
      const bad = await webhook(t, "payment.captured", capturedPayload(payment), { signature });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ success: false, message: "Invalid webhook signature" });
    }
    expect((await orderOf(orderId)).status).toBe("created");

    const first = await webhook(t, "payment.captured", capturedPayload(payment), { eventId: `evt_once_${orderId}` });
    expect(first.json().data).toEqual({ duplicate: false, effect: "granted" });
    // Refund it, then replay the capture event: the replay must not grant again.
    await t.app.services.refunds.refund((await orderOf(orderId)).id, { type: "admin", id: 1 }, "test");
    const replay = await webhook(t, "payment.captured", capturedPayload(payment), { eventId: `evt_once_${orderId}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ duplicate: true, effect: "none" });
    expect((await orderOf(orderId)).status).toBe("refunded");
    expect(await state(m.userId)).toMatchObject({ points: 0, captured: 1 });
  });

  it("a failure after the capture does not undo the grant; a capture after a failure grants", async () => {
    const m = await member(t);
    const { orderId } = await startCheckout(t, m.token, 7, 3000);
    const { payment } = await payAtGateway(t, orderId);
    await webhook(t, "payment.captured", capturedPayload(payment));
    const failed = await webhook(t, "payment.failed", {
      payment: {
        entity: { id: "pay_late_fail", order_id: orderId, amount: 300_000, currency: "INR", status: "failed", error_description: "late" },
      },
    });
    expect(failed.json().data.effect).toBe("unchanged");
    expect((await orderOf(orderId)).status).toBe("paid");
    expect(await state(m.userId)).toMatchObject({ plans: 1, points: 10 });

    const other = await member(t);
    const second = await startCheckout(t, other.token, 7, 3000);
    await webhook(t, "payment.failed", {
      payment: { entity: { id: "pay_first_try", order_id: second.orderId, amount: 300_000, currency: "INR", status: "failed" } },
    });
    expect((await orderOf(second.orderId)).status).toBe("failed");
    const { payment: retry } = await payAtGateway(t, second.orderId);
    expect((await webhook(t, "payment.captured", capturedPayload(retry))).json().data.effect).toBe("granted");
    expect((await orderOf(second.orderId)).status).toBe("paid");
  });

  it("a captured amount other than the order's grants nothing; unknown orders and events are acknowledged", async () => {
    const m = await member(t);
    const { orderId } = await startCheckout(t, m.token, 7, 3000);
    const short = await webhook(t, "payment.captured", capturedPayload({ id: "pay_short", orderId, amountPaise: 100 }));
    expect(short.json().data.effect).toBe("mismatch");
    expect((await orderOf(orderId)).status).toBe("created");
    expect(await state(m.userId)).toMatchObject({ plans: 0, points: 0 });
    expect(
      (await webhook(t, "payment.captured", capturedPayload({ id: "pay_x", orderId: "order_unknown", amountPaise: 100 }))).json().data
        .effect,
    ).toBe("unknown");
    expect((await webhook(t, "subscription.charged", {})).json().data.effect).toBe("ignored");
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: { "content-type": "application/json", "x-razorpay-event-id": "e1", "x-razorpay-signature": "0".repeat(64) },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(401);
  });
});

describe("reconciliation and expiry", () => {
  it("settles an order whose browser never came back, and expires an unpaid one after 24 hours", async () => {
    const m = await member(t);
    const lost = await startCheckout(t, m.token, 2, 7000);
    await payAtGateway(t, lost.orderId); // paid at the gateway; the page was closed before verify
    const unpaid = await startCheckout(t, m.token, 5, 250);
    const run = () => t.app.services.reconciliation.run();
    expect((await run()).checked).toBe(0); // not yet 10 minutes old
    t.clock.advance(11 * 60_000);
    const first = await run();
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(first.expired).toBe(0);
    expect((await orderOf(lost.orderId)).status).toBe("paid");
    expect(await state(m.userId)).toMatchObject({ plans: 1, points: 20, captured: 1 });
    expect((await browse(m.profileId)).topZone).toBe(true);
    expect((await run()).checked).toBe(0); // looked up a moment ago
    t.clock.advance(24 * 60 * 60_000);
    expect((await run()).expired).toBeGreaterThanOrEqual(1);
    expect((await orderOf(unpaid.orderId)).status).toBe("expired");
    t.clock.set(new Date("2026-11-22T06:30:00Z"));
  });
});

describe("refunds", () => {
  it("end the plan and take back unspent points; the browse effects go at once", async () => {
    const m = await member(t);
    const { orderId } = await startCheckout(t, m.token, 2, 7000);
    const { payment: _p, ...body } = await payAtGateway(t, orderId);
    await verify(t, m.token, body);
    expect((await browse(m.profileId)).memberType).toBe("PREMIUM");
    await t.db.execute(sql`update users set proposal_points = proposal_points - 5 where id = ${m.userId}`);
    await t.db.execute(
      sql`insert into point_ledger (user_id, kind, delta, balance_after, reason) values (${m.userId}, 'proposal', -5, 15, 'spent in test')`,
    );
    const { id } = await orderOf(orderId);
    const admin = { type: "admin" as const, id: 1 };
    const r = await t.app.services.refunds.refund(id, admin, "Customer asked");
    expect(r.status).toBe("refunded");
    expect((await orderOf(orderId)).status).toBe("refunded");
    expect(await state(m.userId)).toMatchObject({ plans: 0, points: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
    expect(await browse(m.profileId)).toMatchObject({ memberType: "QUICK", topZone: false });
    await expect(t.app.services.refunds.refund(id, admin, "again")).rejects.toMatchObject({ status: 409 });
    // A refund.processed event arriving afterwards changes nothing.
    const late = await webhook(t, "refund.processed", {
      refund: { entity: { id: "rfnd_late", payment_id: body.razorpay_payment_id, amount: 700_000 } },
    });
    expect(late.json().data.effect).toBe("unchanged");
    // The receipt stays, marked refunded.
    expect(
      (await t.app.inject({ url: `/api/payments/${id}/receipt`, headers: { authorization: `Bearer ${m.token}` } })).json().data.status,
    ).toBe("refunded");
  });

  it("only a paid order can be refunded", async () => {
    const m = await member(t);
    const { orderId } = await startCheckout(t, m.token, 5, 250);
    const { id } = await orderOf(orderId);
    await expect(t.app.services.refunds.refund(id, { type: "admin", id: 1 }, "x")).rejects.toMatchObject({ status: 409 });
    await expect(
      t.app.services.refunds.refund("00000000-0000-4000-8000-000000000000", { type: "admin", id: 1 }, "x"),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
