import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { ledgerMismatches, member } from "../proposals/test-helpers.ts";
import { principals } from "../admin-payments/test-helpers.ts";
import { payAtGateway, startCheckout, verify, webhook } from "./test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t.close());

describe("a refund reported many times at once", () => {
  it("issues exactly one credit note per order, and the numbers stay gap-free", async () => {
    const ids: string[] = [];
    for (let round = 0; round < 5; round++) {
      const m = await member(t);
      const { orderId } = await startCheckout(t, m.token, 7, 3000);
      const { payment, ...body } = await payAtGateway(t, orderId);
      const id = (await verify(t, m.token, body)).json().data.order.id as string;
      ids.push(id);
      const refund = () =>
        t.app.inject({ method: "POST", url: `/api/admin/payments/${id}/refund`, headers: p.superAdmin, payload: { reason: "Asked" } });
      const processed = () =>
        webhook(t, "refund.processed", {
          refund: { entity: { id: `rfnd_race${process.pid}x${round}`, payment_id: payment.id, amount: 300000 } },
        });
      const results = await Promise.all([refund(), processed(), refund(), processed(), refund()]);
      expect(results.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    }
    const notes = await rawRows<{ order_id: string; n: number }>(
      t.db,
      sql`select order_id::text, count(*)::int as n from credit_notes where order_id = any(${`{${ids.join(",")}}`}::uuid[]) group by order_id`,
    );
    expect(notes.map((n) => n.n)).toEqual([1, 1, 1, 1, 1]);
    const [{ count, last, distinct }] = await rawRows<{ count: number; last: number; distinct: number }>(
      t.db,
      sql`select count(*)::int as count, count(distinct number)::int as distinct,
                 (select last from credit_note_counters where fy = '2026-27') as last from credit_notes`,
    );
    expect({ count, distinct }).toEqual({ count: last, distinct: last });
    const [{ refunded }] = await rawRows<{ refunded: number }>(
      t.db,
      sql`select count(*)::int as refunded from orders where status = 'refunded' and id = any(${`{${ids.join(",")}}`}::uuid[])`,
    );
    expect(refunded).toBe(5);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
