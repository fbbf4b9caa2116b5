import { and, eq, type SQL } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TCreditNote, TReceipt } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import { wasPaid } from "./presenter.ts";
import { GST_RATE_PERCENT, gstSplit, toRupees } from "./receipt.ts";

const { orders, users, creditNotes } = schema;

export type Seller = { name: string; address: string; gstin: string | null };

/**
 * Receipts and credit notes: the printable receipt of a paid order (showing the refund's credit note,
 * amounts net of it) and the credit note a refund issued, each only to the member who paid (another
 * member's is answered as an unknown one: 404).
 */
export function createReceiptService(d: { db: Database; seller: Seller }) {
  async function load(where: SQL | undefined) {
    const [row] = await d.db
      .select({
        order: orders,
        note: creditNotes,
        name: users.name,
        phone: users.phone,
        email: users.email,
        adId: schema.profiles.profileId,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(schema.profiles, eq(schema.profiles.userId, orders.userId))
      .leftJoin(creditNotes, eq(creditNotes.orderId, orders.id))
      .where(where);
    return row;
  }

  /** The printable receipt of a paid order of the member (or one since refunded, or a cheque that bounced after clearing). */
  async function receipt(userId: number, orderId: string): Promise<TReceipt> {
    const row = await load(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    const o = row?.order;
    if (!o || !wasPaid(o.status) || !o.receiptNumber || !o.gatewayPaymentId || !o.paidAt) throw notFound("Receipt not found");
    const split = gstSplit(o.amountPaise);
    const note = row.note;
    return {
      number: o.receiptNumber,
      issuedAt: o.paidAt.toISOString(),
      orderId: o.gatewayOrderId,
      paymentId: o.gatewayPaymentId,
      status: o.status,
      member: { name: row.name, adId: row.adId, phone: row.phone, email: row.email },
      planName: o.planName,
      planNameBn: o.planNameBn,
      location: o.location,
      amount: toRupees(o.amountPaise),
      taxable: toRupees(split.taxable),
      gst: toRupees(split.gst),
      gstRatePercent: GST_RATE_PERCENT,
      currency: o.currency,
      seller: d.seller,
      creditNote: note ? { number: note.number, issuedAt: note.issuedAt.toISOString(), amount: toRupees(note.amountPaise) } : null,
      net: toRupees(o.amountPaise - (note?.amountPaise ?? 0)),
    };
  }

  /** The credit note a refund of the member's order issued. */
  async function creditNote(userId: number | null, orderId: string): Promise<TCreditNote> {
    const row = await load(userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)));
    const o = row?.order;
    const note = row?.note;
    if (!o || !note || !o.paidAt) throw notFound("Credit note not found");
    return {
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      receiptNumber: note.receiptNumber,
      receiptIssuedAt: o.paidAt.toISOString(),
      orderId: o.gatewayOrderId,
      refundId: note.gatewayRefundId,
      member: { name: row.name, adId: row.adId, phone: row.phone, email: row.email },
      planName: o.planName,
      planNameBn: o.planNameBn,
      amount: toRupees(note.amountPaise),
      taxable: toRupees(note.taxablePaise),
      gst: toRupees(note.gstPaise),
      gstRatePercent: GST_RATE_PERCENT,
      currency: o.currency,
      seller: d.seller,
    };
  }

  return { receipt, creditNote };
}
export type ReceiptService = ReturnType<typeof createReceiptService>;
