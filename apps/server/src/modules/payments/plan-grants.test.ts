import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { planSeed, rawRows } from "@app/db";
import type { TPlan } from "@app/contract";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { ledgerMismatches, member } from "../proposals/test-helpers.ts";
import { bearer, capturedPayload, payAtGateway, verify, webhook } from "./test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cards = async (catalog: string): Promise<TPlan[]> => (await t.app.inject({ url: `/api/plans?catalog=${catalog}` })).json().data;
const subscribe = (token: string, planId: number, amount: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payments/subscribe",
    headers: bearer(token),
    payload: { planId, location: "Kolkata", amount },
  });

/** What the member's ledger holds from one order, by kind, and the plan periods it started. */
async function granted(userId: number, orderId: string) {
  const ledger = await rawRows<{ kind: string; total: number }>(
    t.db,
    sql`select kind, sum(delta)::int as total from point_ledger where user_id = ${userId} and grant_key like ${`order:${orderId}%`} group by kind`,
  );
  const periods = await rawRows<{ days: number | null }>(
    t.db,
    sql`select round(extract(epoch from ends_at - starts_at) / 86400)::int as days from member_plans where order_id = ${orderId}::uuid`,
  );
  const [balances] = await rawRows<{ proposal: number; ccp: number; telecaller: number }>(
    t.db,
    sql`select proposal_points as proposal, ccp, telecaller_calls as telecaller from users where id = ${userId}`,
  );
  return { ledger: Object.fromEntries(ledger.map((l) => [l.kind, l.total])), periods, balances };
}

/** What a plan's card promises, from the numbers /api/plans sends it. */
const promise = (p: TPlan) => ({
  ledger: Object.fromEntries(
    (
      [
        ["proposal", p.proposalPoints],
        ["ccp", p.freeCcp],
        ["telecaller", p.telecallerCalls],
      ] as const
    ).filter(([, n]) => n > 0),
  ),
  periods: p.type === "proposal" ? [] : [{ days: p.durationDays }],
  balances: { proposal: p.proposalPoints, ccp: p.freeCcp, telecaller: p.telecallerCalls },
});

describe("a plan grants what its card promises", () => {
  it("every seeded plan on sale: its proposal points, CCP, telecaller calls and days, once, however often the payment is reported", async () => {
    const sold = [...(await cards("main")), ...(await cards("video_profile"))];
    expect(sold.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      planSeed
        .filter((p) => p.catalog !== "offer")
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
    // The Rs 3,000 plan promises CCP; the video plans promise telecaller calls.
    expect(sold.find((p) => p.id === 7)).toMatchObject({ proposalPoints: 10, freeCcp: 10 });
    expect(sold.filter((p) => p.telecallerCalls > 0).map((p) => p.id)).toEqual([1, 2, 3]);
    for (const plan of sold) {
      const m = await member(t);
      const res = await subscribe(m.token, plan.id, plan.payable);
      expect(res.statusCode, `${plan.name}: ${res.body}`).toBe(200);
      const { orderId, amount } = res.json().data.payment;
      expect(amount, plan.name).toBe(Math.round(plan.payable * 100));
      const { payment, ...body } = await payAtGateway(t, orderId);
      const paid = await verify(t, m.token, body);
      expect(paid.statusCode, paid.body).toBe(200);
      // The webhook and a second callback report the same payment: nothing more is granted.
      expect((await webhook(t, "payment.captured", capturedPayload(payment))).statusCode).toBe(200);
      expect((await verify(t, m.token, body)).statusCode).toBe(200);
      const id = paid.json().data.order.id as string;
      expect(await granted(m.userId, id), plan.name).toEqual(promise(plan));
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe("video profile packages", () => {
  it("are bought through checkout at the price plus GST: granted once, a replay grants nothing, a second purchase is refused", async () => {
    const [silver] = (await cards("video_profile")).filter((p) => p.name === "Silver");
    expect(silver).toMatchObject({ price: 2199, gstIncluded: false, payable: 2594.82 });
    const m = await member(t);
    const without = await subscribe(m.token, silver.id, 2199);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors[0].field).toBe("amount");
    const { orderId } = (await subscribe(m.token, silver.id, 2594.82)).json().data.payment;
    const { payment, ...body } = await payAtGateway(t, orderId);
    const results = await Promise.all([
      verify(t, m.token, body),
      verify(t, m.token, body),
      webhook(t, "order.paid", capturedPayload(payment)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const id = results[0].json().data.order.id as string;
    const [{ periods }] = await rawRows<{ periods: number }>(
      t.db,
      sql`select count(*)::int as periods from member_plans where user_id = ${m.userId} and plan_id = ${silver.id}`,
    );
    expect(periods).toBe(1);
    const again = await subscribe(m.token, silver.id, 2594.82);
    expect(again.statusCode).toBe(409);
    const receipt = (await t.app.inject({ url: `/api/payments/${id}/receipt`, headers: bearer(m.token) })).json().data;
    expect(receipt).toMatchObject({ planName: "Silver", planNameBn: "সিলভার", amount: 2594.82, taxable: 2199, gst: 395.82 });
    const current = (await t.app.inject({ url: "/api/plans/current", headers: bearer(m.token) })).json().data.plan;
    expect(current).toMatchObject({ name: "Silver", nameBn: "সিলভার", memberType: "PREMIUM" });
  });
});
