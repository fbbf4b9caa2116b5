/** "Posted by self" / "Posted by mother" as the server writes it, in the chosen language. */
export function postedBy(
  text: string,
  t: (key: string, values?: Record<string, string>) => string,
  optionText: (v: string) => string,
): string {
  if (text === "Posted by self") return t("card.postedBySelf");
  const m = /^Posted by (.+)$/.exec(text);
  if (!m) return text;
  const relation = m[1].charAt(0).toUpperCase() + m[1].slice(1);
  const translated = optionText(relation);
  return t("card.postedBy", { relation: translated === relation ? m[1] : translated });
}

/** A labelled fact of the card, left out when the ad has none (`wide`: shown from `sm` only). */
export function Row({ label, value, wide = false }: { label: string; value: string | null; wide?: boolean }) {
  if (!value) return null;
  return (
    <p className={`truncate text-sm text-stone-600 ${wide ? "hidden sm:block" : ""}`}>
      <span className="font-medium text-stone-800">{label}: </span>
      {value}
    </p>
  );
}
