import { GST_RATE_PERCENT } from "../../lib/money.ts";

export { GST_RATE_PERCENT, payablePaise, toPaise, toRupees } from "../../lib/money.ts";

const istOffsetMs = 330 * 60_000;

/** The Indian financial year (1 April to 31 March, India time) of an instant, as "2026-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + istOffsetMs);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${y}-${String((y + 1) % 100).padStart(2, "0")}`;
}

/** "SB/2026-27/000042": the receipt's printed number. */
export const receiptNumber = (fy: string, n: number) => `SB/${fy}/${String(n).padStart(6, "0")}`;

/** A GST-inclusive amount in paise split into its taxable value and the GST in it (paise, rounded to the paisa). */
export function gstSplit(amountPaise: number, ratePercent = GST_RATE_PERCENT) {
  const taxable = Math.round((amountPaise * 100) / (100 + ratePercent));
  return { taxable, gst: amountPaise - taxable };
}

/** "CN/2026-27/000007": a credit note's printed number (its own sequence per financial year). */
export const creditNoteNumber = (fy: string, n: number) => `CN/${fy}/${String(n).padStart(6, "0")}`;
