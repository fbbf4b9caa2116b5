import { z } from "zod";
import type { TAdminOrder, TCheque } from "@app/contract";
import { int, text, time } from "../../lib/rows.ts";

/** An order row as the admin statements select it (orders joined to the member and ad). */
export const ZAdminOrderDb = z.object({
  id: text,
  gatewayOrderId: text,
  memberId: int.nullable(),
  memberName: text.nullable(),
  adId: text.nullable(),
  planId: int,
  planName: text,
  planNameBn: text.nullable(),
  amountPaise: int,
  discountPaise: int,
  promoCode: text.nullable(),
  status: text,
  provider: text,
  receiptNumber: text.nullable(),
  creditNoteNumber: text.nullable(),
  createdAt: time,
  paidAt: time.nullable(),
});
export type AdminOrderDb = z.infer<typeof ZAdminOrderDb>;

const member = (id: number | null, name: string | null, adId: string | null) =>
  id === null ? null : { memberId: id, name: name ?? "", adId };

export function toAdminOrder(r: AdminOrderDb): TAdminOrder {
  return {
    id: r.id,
    orderId: r.gatewayOrderId,
    member: member(r.memberId, r.memberName, r.adId),
    planId: r.planId,
    planName: r.planName,
    planNameBn: r.planNameBn,
    amountPaise: r.amountPaise,
    discountPaise: r.discountPaise,
    promoCode: r.promoCode,
    status: r.status as TAdminOrder["status"],
    provider: r.provider,
    receiptNumber: r.receiptNumber,
    creditNoteNumber: r.creditNoteNumber,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  };
}

export const ZChequeDb = z.object({
  id: text,
  method: z.enum(["cheque", "bank_transfer"]),
  number: text,
  bank: text,
  chequeDate: text,
  amountPaise: int,
  memberId: int.nullable(),
  memberName: text.nullable(),
  adId: text.nullable(),
  planId: int,
  planName: text,
  planNameBn: text.nullable(),
  promoCode: text.nullable(),
  discountPaise: int,
  status: z.enum(["recorded", "cleared", "bounced"]),
  note: text.nullable(),
  bounceReason: text.nullable(),
  orderId: text.nullable(),
  receiptNumber: text.nullable(),
  recordedBy: text.nullable(),
  recordedById: int.nullable(),
  createdAt: time,
  clearedAt: time.nullable(),
  bouncedAt: time.nullable(),
});
export type ChequeDb = z.infer<typeof ZChequeDb>;

export function toCheque(r: ChequeDb): TCheque {
  return {
    id: r.id,
    method: r.method,
    number: r.number,
    bank: r.bank,
    chequeDate: r.chequeDate,
    amountPaise: r.amountPaise,
    member: member(r.memberId, r.memberName, r.adId),
    planId: r.planId,
    planName: r.planName,
    planNameBn: r.planNameBn,
    promoCode: r.promoCode,
    discountPaise: r.discountPaise,
    status: r.status,
    note: r.note,
    bounceReason: r.bounceReason,
    orderId: r.orderId,
    receiptNumber: r.receiptNumber,
    recordedBy: r.recordedBy,
    recordedById: r.recordedById,
    createdAt: r.createdAt.toISOString(),
    clearedAt: r.clearedAt ? r.clearedAt.toISOString() : null,
    bouncedAt: r.bouncedAt ? r.bouncedAt.toISOString() : null,
  };
}
