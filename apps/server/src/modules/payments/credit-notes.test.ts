import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { member } from "../proposals/test-helpers.ts";
import { principals } from "../admin-payments/test-helpers.ts";
import { bearer, payAtGateway, startCheckout, verify } from "./test-helpers.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t.close());

/** A member who bought plan 7 (Rs 3,000) online. */
async function paidOrder() {
  const m = await member(t);
  const { orderId } = await startCheckout(t, m.token, 7, 3000);
  const { payment: _p, ...body } = await payAtGateway(t, orderId);
  const res = await verify(t, m.token, body);
  expect(res.statusCode, res.body).toBe(200);
  return { m, id: res.json().data.order.id as string };
}
const refund = (id: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/payments/${id}/refund`,
    headers: p.superAdmin,
    payload: { reason: "Asked by the member" },
  });
const asMember = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
const seq = (n: string) => Number(n.split("/")[2]);

describe("credit notes", () => {
  it("a refund issues a numbered credit note: the receipt shows it and the net, the member's history links it, others get 404", async () => {
    const { m, id } = await paidOrder();
    expect((await asMember(m.token, `/api/payments/${id}/credit-note`)).statusCode).toBe(404);
    const before = (await asMember(m.token, `/api/payments/${id}/receipt`)).json().data;
    expect(before).toMatchObject({ status: "paid", amount: 3000, creditNote: null, net: 3000 });
    expect((await refund(id)).json().data.status).toBe("refunded");

    const note = (await asMember(m.token, `/api/payments/${id}/credit-note`)).json().data;
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN\/2026-27\/\d{6}$/),
      receiptNumber: before.number,
      planName: "Text AD Basic Plus",
      amount: 3000,
      taxable: before.taxable,
      gst: before.gst,
      gstRatePercent: 18,
      seller: { name: "Shubho Bibaho", address: expect.any(String) },
    });
    expect(note.taxable + note.gst).toBe(3000);
    expect(new Date(note.issuedAt).getTime()).toBe(t.clock.now().getTime());

    const receipt = (await asMember(m.token, `/api/payments/${id}/receipt`)).json().data;
    expect(receipt).toMatchObject({ status: "refunded", amount: 3000, net: 0, creditNote: { number: note.number, amount: 3000 } });
    const history = (await asMember(m.token, "/api/dashboard/payments")).json().data.payments;
    expect(history.find((o: { id: string }) => o.id === id)).toMatchObject({ status: "refunded", creditNoteNumber: note.number });

    const other = await member(t);
    expect((await asMember(other.token, `/api/payments/${id}/credit-note`)).statusCode).toBe(404);
    expect((await asMember(other.token, `/api/payments/${id}/receipt`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/payments/${id}/credit-note` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/payments/${id}/credit-note`, headers: p.rr })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/payments/not-a-uuid/credit-note`, headers: bearer(m.token) })).statusCode).toBe(400);

    const admin = await t.app.inject({ url: `/api/admin/payments/${id}/credit-note`, headers: p.moderator });
    expect(admin.json().data).toEqual(note);
    expect((await t.app.inject({ url: `/api/admin/payments/${id}/credit-note`, headers: p.member })).statusCode).toBe(403);
    const listed = (await t.app.inject({ url: `/api/admin/payments?member=${id}`, headers: p.moderator })).json().data.orders;
    expect(listed[0]).toMatchObject({ status: "refunded", creditNoteNumber: note.number });
  });

  it("numbers follow one another in their own series, apart from the receipts'; a second refund issues none", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    await refund(a.id);
    await refund(b.id);
    expect((await refund(a.id)).statusCode).toBe(409);
    const na = (await asMember(a.m.token, `/api/payments/${a.id}/credit-note`)).json().data.number as string;
    const nb = (await asMember(b.m.token, `/api/payments/${b.id}/credit-note`)).json().data.number as string;
    expect(seq(nb)).toBe(seq(na) + 1);
    const [{ notes, last }] = await rawRows<{ notes: number; last: number }>(
      t.db,
      sql`select (select count(*)::int from credit_notes) as notes, (select last from credit_note_counters where fy = '2026-27') as last`,
    );
    expect(notes).toBe(last);
    const [{ n }] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_notes where order_id = ${a.id}::uuid`);
    expect(n).toBe(1);
  });
});
