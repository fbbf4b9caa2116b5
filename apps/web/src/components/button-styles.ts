/** Shared button/link looks (Tailwind class strings), so links and buttons match everywhere. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  primary: `${base} bg-brand-700 px-5 py-2.5 text-white shadow-sm hover:bg-brand-800`,
  gold: `${base} bg-gold-300 px-5 py-2.5 text-brand-900 shadow-sm hover:bg-amber-300`,
  outline: `${base} border border-brand-700 px-5 py-2.5 text-brand-700 hover:bg-brand-50`,
  ghostLight: `${base} border border-white/60 px-5 py-2.5 text-white hover:bg-white/10`,
  large: "px-7 py-3 text-base",
} as const;
