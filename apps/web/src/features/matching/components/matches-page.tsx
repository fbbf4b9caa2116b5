import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { Skeleton } from "@/components/skeleton";
import { errorText } from "@/lib/error-text";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { usePageMeta } from "@/lib/use-page-meta";
import { useMatches } from "../api/get-matches";
import { MatchCard } from "./match-card";

const preferencesPath = "/dashboard/profile";

/** The horoscope switch: ranks by the yotok after the fit, and shows each match's verdict. */
function HoroscopeSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation(matchingNs);
  // Ticked at once, while the address (which holds the choice) changes behind it.
  const [checked, setChecked] = useState(on);
  useEffect(() => setChecked(on), [on]);
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 shadow-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked);
          onChange(e.target.checked);
        }}
        className="size-4 accent-brand-700"
      />
      {t("matches.byHoroscope")}
    </label>
  );
}

/** Matches for you: the member's mutual matches, closest first, each with why it is one. */
export function MatchesPage() {
  const { t } = useTranslation(matchingNs);
  usePageMeta(t("matches.title"));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const horoscope = params.get("horoscope") === "1";
  const q = useMatches(page, horoscope);
  const go = (next: { page?: number; horoscope?: boolean }) => {
    const sp = new URLSearchParams();
    if ((next.horoscope ?? horoscope) === true) sp.set("horoscope", "1");
    if (next.page && next.page > 1) sp.set("page", String(next.page));
    setParams(sp);
    window.scrollTo?.({ top: 0 });
  };
  const d = q.data;
  const noPreferences = d?.matches[0]?.fit.yourWishes.wishes === 0;
  return (
    <div className="space-y-5">
      <PageHeader title={t("matches.title")} text={t("matches.text")}>
        <HoroscopeSwitch on={horoscope} onChange={(on) => go({ horoscope: on, page: 1 })} />
      </PageHeader>
      {q.isPending ? (
        <Skeleton rows={4} label={t("matches.loading")} />
      ) : q.isError ? (
        <LoadError message={errorText(q.error, t("matches.failed"))} retry={() => void q.refetch()} />
      ) : d && d.total === 0 ? (
        <EmptyState
          title={t("matches.emptyTitle")}
          text={t("matches.empty")}
          action={{ label: t("matches.setPreferences"), to: preferencesPath }}
        />
      ) : (
        d && (
          <>
            {noPreferences && (
              <div role="status" className="rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-amber-900">
                <p className="font-semibold">{t("matches.noPreferencesTitle")}</p>
                <p>{t("matches.noPreferences")}</p>
                <Link to={preferencesPath} className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
                  {t("matches.setPreferences")}
                </Link>
              </div>
            )}
            {horoscope && !d.horoscopeRanked && (
              <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
                {t("matches.horoscopeUnavailable")}{" "}
                <Link to="/edit-ad#birth-details" className="font-semibold text-brand-700 underline underline-offset-2">
                  {t("filter.addBirth")}
                </Link>
              </p>
            )}
            <p className="text-sm font-semibold text-stone-700" aria-live="polite">
              {t("matches.total", { count: d.total, n: formatNumber(d.total) })}
            </p>
            <ul className="space-y-3" aria-busy={q.isFetching}>
              {d.matches.map((m) => (
                <li key={m.profile.profileId}>
                  <MatchCard m={m} />
                </li>
              ))}
            </ul>
            <Pagination page={d.page} totalPages={d.totalPages} onPage={(p) => go({ page: p })} labels={{ label: t("matches.pager") }} />
          </>
        )
      )}
    </div>
  );
}
