/** GST on the plans (services): 18 %, included in every price. */
export const GST_RATE_PERCENT = 18;

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

/** Rupees (as plans store them, "3000.00") to paise. */
export const toPaise = (rupees: string | number) => Math.round(Number(rupees) * 100);
export const toRupees = (paise: number) => paise / 100;
