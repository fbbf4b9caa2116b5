import type { TCompatibility } from "@app/contract";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";

/** Mangal dosha of each side and whether the pair's cancel. */
export function MangalSummary({ c }: { c: TCompatibility }) {
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
