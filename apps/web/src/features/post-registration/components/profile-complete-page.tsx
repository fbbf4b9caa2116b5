import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/spinner";
import { editAdSections, useMyAd } from "@/features/my-ad";
import { formatNumber } from "@/lib/format";
import { postRegNs } from "@/lib/locales/post-reg";
import { usePageMeta } from "@/lib/use-page-meta";
import { profileSteps } from "../lib/profile-steps";

/** /profile/complete: what the member's ad still lacks, each step opening its part of Edit My Ad. */
export function ProfileCompletePage() {
  const { t } = useTranslation(postRegNs);
  usePageMeta(t("complete.title"), t("complete.text"));
  const ad = useMyAd();

  if (ad.isPending) return <Spinner label={t("complete.loading")} className="min-h-[50vh]" />;
  if (ad.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <LoadError message={t("complete.loadFailed")} retry={() => void ad.refetch()} />
      </div>
    );

  const steps = profileSteps(ad.data);
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done);
  const href = (s: (typeof steps)[number]) => `/edit-ad#${editAdSections[s.section]}`;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-700">{t("yourAd", { id: ad.data.profileId })}</p>
      <h1 className="mt-1 font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{t("complete.title")}</h1>
      <p className="mt-2 text-stone-600">{t("complete.text")}</p>

      <section aria-labelledby="progress-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="progress-title" className="font-semibold text-stone-900">
            {t("complete.progress", { done: formatNumber(done), total: formatNumber(steps.length) })}
          </h2>
          {next ? (
            <Link to={href(next)} className={buttonStyles.primary}>
              {t("complete.continue", { step: t(`complete.steps.${next.key}.title`) })}
            </Link>
          ) : (
            <Link to="/profiles" className={buttonStyles.primary}>
              {t("browseNow")}
            </Link>
          )}
        </div>
        <div
          role="progressbar"
          aria-labelledby="progress-title"
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
          className="mt-4 h-2 overflow-hidden rounded-full bg-stone-100"
        >
          <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
        {!next && <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">{t("complete.allDone")}</p>}
      </section>

      <ol className="mt-6 space-y-3">
        {steps.map((s, i) => (
          <li
            key={s.key}
            className={`flex gap-4 rounded-2xl border bg-white p-4 sm:p-5 ${s.done ? "border-emerald-200" : "border-stone-200 shadow-sm"}`}
          >
            <span
              aria-hidden="true"
              className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${s.done ? "bg-emerald-100 text-emerald-700" : "bg-brand-50 text-brand-800 ring-1 ring-brand-200"}`}
            >
              {s.done ? "✓" : formatNumber(i + 1)}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-stone-900">{t(`complete.steps.${s.key}.title`)}</h3>
              <p className="mt-0.5 text-sm text-stone-600">{t(`complete.steps.${s.key}.text`)}</p>
              <p className="mt-2 text-sm">
                {s.done ? (
                  <span className="font-medium text-emerald-800">{t("complete.done")}</span>
                ) : (
                  <span className="font-medium text-amber-800">{t("complete.missing")}</span>
                )}
                {" · "}
                <Link to={href(s)} className="font-semibold text-brand-700 underline">
                  {s.done ? t("complete.edit") : t("complete.add")}
                  <span className="sr-only">{` ${t(`complete.steps.${s.key}.title`)}`}</span>
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ol>

      <p className="mt-8 text-sm text-stone-600">
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          {t("toDashboard")}
        </Link>
      </p>
    </div>
  );
}
