import type { TMatch } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { theyMeetText, youMeetText } from "../lib/words";
import { verdictStyles } from "./yotok-summary";

const chip = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** Why a match is one: how many of each side's wishes the other meets, and the yotok when it was asked for. */
export function MatchChips({ m }: { m: TMatch }) {
  const { t } = useTranslation(matchingNs);
  const allMine = m.fit.yourWishes.met === m.fit.yourWishes.wishes;
  const allTheirs = m.fit.theirWishes.met === m.fit.theirWishes.wishes;
  const h = m.horoscope;
  return (
    <ul aria-label={t("matches.why")} className="flex flex-wrap gap-1.5" data-testid="match-chips">
      <li
        className={`${chip} ${allMine ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-50 text-stone-700 ring-stone-200"}`}
      >
        {theyMeetText(t, m.fit.yourWishes)}
      </li>
      <li
        className={`${chip} ${allTheirs ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-50 text-stone-700 ring-stone-200"}`}
      >
        {youMeetText(t, m.fit.theirWishes)}
      </li>
      {h?.verdict && <li className={`${chip} border-0 ${verdictStyles[h.verdict]}`}>{t(`verdicts.${h.verdict}`)}</li>}
      {h && h.gunas !== null && (
        <li className={`${chip} bg-brand-50 text-brand-800 ring-brand-200`}>
          {t("matches.gunas", { gunas: formatNumber(h.gunas), max: formatNumber(36) })}
        </li>
      )}
    </ul>
  );
}
