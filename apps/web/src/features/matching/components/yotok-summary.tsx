import type { TCompatibility, THoroscopeMatch, TRashiVerdict } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { useTranslation, type TFunction } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";

const kootaOrder = ["varna", "vashya", "tara", "yoni", "grahaMaitri", "gana", "bhakoot", "nadi"] as const;
const doshaNames = ["nadi", "gana", "bhakoot"] as const;

export const verdictStyles: Record<TRashiVerdict, string> = {
  rajjotok: "border-emerald-300 bg-emerald-50 text-emerald-900",
  uttam: "border-teal-300 bg-teal-50 text-teal-900",
  madhyam: "border-amber-300 bg-amber-50 text-amber-900",
  adham: "border-rose-300 bg-rose-50 text-rose-900",
};

/** The Bengali rashi verdict and the Ashtakoota total, large. */
function Verdict({ h }: { h: THoroscopeMatch }) {
  const { t } = useTranslation(matchingNs);
  const a = h.ashtakoota;
  return (
    <div className={`rounded-xl border px-4 py-3 ${h.verdict ? verdictStyles[h.verdict] : "border-stone-200 bg-stone-50 text-stone-700"}`}>
      <p className="text-xs font-semibold tracking-wide uppercase opacity-80">{t("panel.verdict")}</p>
      <p className="mt-0.5 font-display text-2xl font-semibold" data-testid="yotok-verdict">
        {h.verdict ? t(`verdicts.${h.verdict}`) : t("panel.mangalUnknown")}
      </p>
      {h.verdict && <p className="text-sm">{t(`verdictText.${h.verdict}`)}</p>}
      {a && (
        <p className="mt-2 text-sm font-semibold">
          {t("panel.gunasLabel")}: {t("panel.gunas", { total: formatNumber(a.total), max: formatNumber(a.max) })}
        </p>
      )}
    </div>
  );
}

/** The eight parts, each with its points out of its maximum as a bar. */
function KootaTable({ a }: { a: NonNullable<THoroscopeMatch["ashtakoota"]> }) {
  const { t } = useTranslation(matchingNs);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("panel.kootaTable")}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("panel.part")}</th>
          <th scope="col">{t("panel.points")}</th>
        </tr>
      </thead>
      <tbody>
        {kootaOrder.map((k) => {
          const part = a.parts[k];
          const share = part.max ? part.points / part.max : 0;
          return (
            <tr key={k} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="w-28 py-1.5 pr-3 text-left font-medium text-stone-800">
                {t(`kootas.${k}`)}
              </th>
              <td className="py-1.5">
                <div className="flex items-center gap-3">
                  <div className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(share * 100)}%` }} />
                  </div>
                  <span className="w-24 shrink-0 text-right text-stone-700 tabular-nums">
                    {t("panel.outOf", { points: formatNumber(part.points), max: formatNumber(part.max) })}
                  </span>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Each dosha in words: present, or cancelled and why. */
function doshaLines(t: TFunction, a: NonNullable<THoroscopeMatch["ashtakoota"]>): string[] {
  return doshaNames.flatMap((d) => {
    if (!a.doshas[d]) return [];
    const dosha = t(`panel.dosha.${d}`);
    const why = a.cancelled[d];
    return [why ? t("panel.cancelledBy", { dosha, why: t(`panel.cancellations.${why}`) }) : t("panel.present", { dosha })];
  });
}

/** Mangal dosha of each side and whether the pair's cancel. */
function Mangal({ c }: { c: TCompatibility }) {
  const { t } = useTranslation(matchingNs);
  const m = c.horoscope.mangal;
  const of = (side: "bride" | "groom") => {
    const s = m[side];
    if (s.present === null) return t("panel.mangalUnknown");
    if (s.exempt) return t("panel.exempt");
    if (!s.present) return t("panel.notManglik");
    return t("panel.manglik", { from: s.from.map((f) => t(`panel.from.${f}`)).join(t("panel.and")) });
  };
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-900">{t("panel.mangal")}</h4>
      <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
        {(["bride", "groom"] as const).map((side) => (
          <div key={side} className="contents">
            <dt className="text-stone-600">
              {t(`panel.${side}`)}
              {c.youAre === side ? ` (${t("panel.you")})` : ""}
            </dt>
            <dd className="font-medium text-stone-900">{of(side)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-sm text-stone-700">{t(`panel.mangalMatch.${m.match}`)}</p>
    </div>
  );
}

/** "Bride (you): birth time unknown: Mangal dosha not worked out.": one line a side and reason. */
function notComputedLines(t: TFunction, c: TCompatibility): string[] {
  const groups = new Map<string, { side: "bride" | "groom"; reason: string; parts: string[] }>();
  for (const n of c.horoscope.notComputed) {
    const key = `${n.side}:${n.reason}`;
    const g = groups.get(key) ?? { side: n.side, reason: n.reason, parts: [] };
    g.parts.push(t(`panel.parts.${n.part}`));
    groups.set(key, g);
  }
  return [...groups.values()].map((g) =>
    t("panel.notComputed", {
      who: `${t(`panel.${g.side}`)}${c.youAre === g.side ? ` (${t("panel.you")})` : ""}`,
      reason: t(`panel.reasons.${g.reason}`),
      parts: g.parts.join(t("panel.and")),
    }),
  );
}

/** The yotok of a pair: verdict, the eight parts, doshas, Mangal dosha, and what could not be worked out and why. */
export function YotokSummary({ c }: { c: TCompatibility }) {
  const { t } = useTranslation(matchingNs);
  const a = c.horoscope.ashtakoota;
  const doshas = a ? doshaLines(t, a) : [];
  const missing = notComputedLines(t, c);
  return (
    <div className="space-y-4">
      <Verdict h={c.horoscope} />
      {a && <KootaTable a={a} />}
      {a && (
        <div>
          <h4 className="text-sm font-semibold text-stone-900">{t("panel.doshas")}</h4>
          {doshas.length ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-stone-700">
              {doshas.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-stone-700">{t("panel.noDosha")}</p>
          )}
        </div>
      )}
      <Mangal c={c} />
      {missing.length > 0 && (
        <div className="rounded-xl bg-stone-50 px-4 py-3">
          <h4 className="text-sm font-semibold text-stone-900">{t("panel.notComputedTitle")}</h4>
          <ul className="mt-1 space-y-0.5 text-sm text-stone-700">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
