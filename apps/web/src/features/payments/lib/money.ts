const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Rupees as "₹3,000" (paise shown only when there are any). */
export const rupees = (n: number) => inr.format(n);
/** Paise as rupees. */
export const rupeesOf = (paise: number) => inr.format(paise / 100);
