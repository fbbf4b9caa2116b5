/** Soft, distinct tones for photo placeholders: the field, and the disc with the letters. */
const tones = [
  ["bg-rose-50", "bg-rose-100 text-rose-800"],
  ["bg-amber-50", "bg-amber-100 text-amber-800"],
  ["bg-teal-50", "bg-teal-100 text-teal-800"],
  ["bg-indigo-50", "bg-indigo-100 text-indigo-800"],
  ["bg-emerald-50", "bg-emerald-100 text-emerald-800"],
  ["bg-sky-50", "bg-sky-100 text-sky-800"],
  ["bg-fuchsia-50", "bg-fuchsia-100 text-fuchsia-800"],
  ["bg-orange-50", "bg-orange-100 text-orange-800"],
] as const;

/** Up to two letters: the first letters of the first and last words of a name ("Koyel Ghosh" → "KG"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (!words.length) return "?";
  const first = Array.from(words[0])[0];
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : "";
  return (first + last).toUpperCase();
}

/** The same tone for the same key (a profile id), different tones across a page. */
export function toneOf(key: string): readonly [field: string, disc: string] {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return tones[h % tones.length];
}

/** A photo's stand-in: the person's initials on a colour chosen by their id. */
export function InitialsAvatar({ name, id, label, className = "" }: { name: string; id: string; label: string; className?: string }) {
  const [field, disc] = toneOf(id);
  return (
    <div role="img" aria-label={label} data-testid="photo-placeholder" className={`flex size-full items-center justify-center ${field}`}>
      <span
        aria-hidden="true"
        className={`flex aspect-square w-3/5 max-w-40 items-center justify-center rounded-full font-display font-semibold tracking-wide ring-4 ring-white/80 select-none ${disc} ${className}`}
      >
        {initialsOf(name)}
      </span>
    </div>
  );
}
