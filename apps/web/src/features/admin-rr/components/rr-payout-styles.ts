/** The payouts screen's inputs and buttons. */
export const field =
  "mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm";
export const btn = "inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold transition disabled:opacity-50";
