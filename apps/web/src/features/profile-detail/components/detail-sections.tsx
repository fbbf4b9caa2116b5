import { useTranslation } from "@/lib/i18n";
import type { TProfileDetail } from "@app/contract";
import { formatNumber, localDigits } from "@/lib/format";
import { useOptionLabel } from "@/lib/options";
import { profileNs, profileTextKeys } from "@/lib/locales/profile";

/** A heading, label or fixed value the server wrote in English, in the chosen language (anything else as it is). */
function useServerText() {
  const { t } = useTranslation(profileNs);
  const optionText = useOptionLabel();
  return (s: string): string => {
    const key = profileTextKeys[s];
    if (key) return t(key);
    // A stored choice ("Never Married", "Hindu, Brahmin, Rarhi"): each part in the chosen language.
    const parts = s.split(", ");
    if (parts.some((part) => optionText(part) !== part)) return parts.map(optionText).join(", ");
    const years = /^(\d+) yrs$/.exec(s);
    if (years) return t("values.years", { n: formatNumber(Number(years[1])) });
    const lakhs = /^(.+) Lakhs$/.exec(s);
    if (lakhs) return t("values.lakhs", { band: localDigits(lakhs[1]) });
    // A height (5'4") in the language's digits.
    if (/^\d+'\d+"$/.test(s)) return localDigits(s);
    return s;
  };
}

function Block({ title, text }: { title: string; text: string }) {
  const tx = useServerText();
  const lines = text.split("\n");
  const pairs = lines.every((l) => /^[^:]{1,30}: /.test(l));
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="font-display text-lg font-semibold text-brand-800">{tx(title)}</h2>
      {pairs ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {lines.map((l) => {
            const [k, ...v] = l.split(": ");
            return (
              <div key={l} className="contents">
                <dt className="text-stone-500">{tx(k)}</dt>
                <dd className="text-stone-900">{tx(v.join(": "))}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="mt-2 text-sm whitespace-pre-line text-stone-700">{tx(text)}</p>
      )}
    </section>
  );
}

export function Sections({ p }: { p: TProfileDetail }) {
  const { t } = useTranslation(profileNs);
  const tx = useServerText();
  return (
    <div className="space-y-4">
      {Object.entries(p.details).map(([title, text]) => (
        <Block key={title} title={title} text={text} />
      ))}
      <section className="rounded-2xl border border-gold-300/60 bg-gold-100/40 p-5">
        <h2 className="font-display text-lg font-semibold text-brand-800">{t("expectation")}</h2>
        {Object.entries(p.expectations).map(([k, v]) => (
          <div key={k} className="mt-2 text-sm">
            <p className="font-semibold text-stone-800">{tx(k)}</p>
            <p className="text-stone-700">{tx(v)}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
