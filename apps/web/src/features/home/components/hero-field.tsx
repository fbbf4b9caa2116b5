/** The input of the hero forms (a `Field` in its compact look). */
export const heroInput =
  "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600";
