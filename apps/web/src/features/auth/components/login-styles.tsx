export const loginInputClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100";
export const loginPrimaryClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

/** The red asterisk after a required field's label. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-brand-600">
      *
    </span>
  );
}
