import type { TFitSide, TMutualFit } from "@app/contract";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { theyMeetText, youMeetText } from "../lib/words";

/** One direction's wishes, each met or not. */
function Side({ title, summary, side }: { title: string; summary: string; side: TFitSide }) {
  const { t } = useTranslation(matchingNs);
  return (
    <div className="rounded-xl border border-stone-200 px-4 py-3">
      <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{title}</h4>
      <p className="mt-0.5 font-semibold text-stone-900">{summary}</p>
      {side.items.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {side.items.map((w) => (
            <li
              key={w.wish}
              className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${w.met ? "bg-emerald-50 text-emerald-800" : "bg-rose-50 text-rose-800"}`}
            >
              <span aria-hidden="true">{w.met ? "✓" : "✗"}</span>
              {t(`wishes.${w.wish}`)}
              <span className="sr-only">: {w.met ? t("fit.met") : t("fit.unmet")}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Both directions of the fit: their ad against your wishes, yours against theirs. */
export function FitSummary({ fit }: { fit: TMutualFit }) {
  const { t } = useTranslation(matchingNs);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Side title={t("fit.yours")} summary={theyMeetText(t, fit.yourWishes)} side={fit.yourWishes} />
      <Side title={t("fit.theirs")} summary={youMeetText(t, fit.theirWishes)} side={fit.theirWishes} />
    </div>
  );
}
