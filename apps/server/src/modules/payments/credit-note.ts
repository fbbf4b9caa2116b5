import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import { int } from "../../lib/rows.ts";
import type { OrderRow } from "./presenter.ts";
import { creditNoteNumber, financialYear, gstSplit } from "./receipt.ts";

/**
 * Issues the credit note of a refunded order inside the refund's transaction: the next number of the
 * financial year's own sequence (an upsert on `credit_note_counters`, so a rolled-back refund takes no
 * number and there are no gaps), the amount refunded and the GST it reverses split as the receipt
 * splits it. One per order (unique index); answers its number.
 */
export async function issueCreditNote(tx: Database, order: OrderRow, refundId: string | null, now: Date) {
  const fy = financialYear(now);
  const [{ last }] = await queryRows(
    tx,
    z.object({ last: int }),
    sql`insert into credit_note_counters (fy, last) values (${fy}, 1)
        on conflict (fy) do update set last = credit_note_counters.last + 1 returning last`,
  );
  const split = gstSplit(order.amountPaise);
  const number = creditNoteNumber(fy, last);
  await tx.insert(schema.creditNotes).values({
    orderId: order.id,
    number,
    // A paid order always has its receipt number (CHECK orders_paid_has_payment).
    receiptNumber: order.receiptNumber ?? "",
    amountPaise: order.amountPaise,
    taxablePaise: split.taxable,
    gstPaise: split.gst,
    gatewayRefundId: refundId,
    issuedAt: now,
  });
  return number;
}
