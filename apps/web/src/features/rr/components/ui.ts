/** Shared class strings of the RR screens. */
export const input =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm";
export const label = "block text-sm font-semibold text-stone-800";
export const fieldError = "mt-1 text-sm text-red-700";
export const panelCard = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";
export const smallButton =
  "inline-flex items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 transition hover:border-brand-300 hover:text-brand-800 disabled:opacity-50";
