/** GST on the plans (services): 18 %, included in the price of every plan but the video profile packages. */
export const GST_RATE_PERCENT = 18;

/** Rupees (as plans store them, "3000.00") to paise. */
export const toPaise = (rupees: string | number) => Math.round(Number(rupees) * 100);
export const toRupees = (paise: number) => paise / 100;

/** What a plan costs the member in paise: its price, plus GST where the price is quoted without it (the video profile packages). */
export const payablePaise = (plan: { price: string; gstIncluded: boolean }) =>
  plan.gstIncluded ? toPaise(plan.price) : Math.round((toPaise(plan.price) * (100 + GST_RATE_PERCENT)) / 100);
