import type { THoroscopeMatch } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";

const kootaOrder = ["varna", "vashya", "tara", "yoni", "grahaMaitri", "gana", "bhakoot", "nadi"] as const;

/** The eight parts, each with its points out of its maximum as a bar. */
export function KootaTable({ a }: { a: NonNullable<THoroscopeMatch["ashtakoota"]> }) {
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
