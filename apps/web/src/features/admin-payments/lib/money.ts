/** Today in India as YYYY-MM-DD. */
export const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

export const moneyBadge: Record<string, string> = {
  created: "bg-amber-100 text-amber-800",
  paid: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
  expired: "bg-stone-200 text-stone-700",
  refunded: "bg-violet-100 text-violet-800",
  recorded: "bg-sky-100 text-sky-800",
  cleared: "bg-emerald-100 text-emerald-800",
  bounced: "bg-red-100 text-red-800",
};
