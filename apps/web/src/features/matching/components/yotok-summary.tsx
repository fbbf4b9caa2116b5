import type { TCompatibility, THoroscopeMatch, TRashiVerdict } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { useTranslation, type TFunction } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { KootaTable } from "./koota-table";
import { MangalSummary } from "./mangal-summary";

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

/** Each dosha in words: present, or cancelled and why. */
function doshaLines(t: TFunction, a: NonNullable<THoroscopeMatch["ashtakoota"]>): string[] {
  return doshaNames.flatMap((d) => {
    if (!a.doshas[d]) return [];
    const dosha = t(`panel.dosha.${d}`);
    const why = a.cancelled[d];
    return [why ? t("panel.cancelledBy", { dosha, why: t(`panel.cancellations.${why}`) }) : t("panel.present", { dosha })];
  });
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
      <MangalSummary c={c} />
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
