import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { useBilingual } from "@/lib/bilingual";
import { faqNs } from "@/lib/locales/faq";
import { useFaqs } from "../api/get-faqs";

/** /faq: the admin's questions and answers, each opening in place (native details/summary). */
export function FaqPage() {
  const { t } = useTranslation(faqNs);
  const pick = useBilingual();
  const q = useFaqs();
  return (
    <div>
      <header className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{t("eyebrow")}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
          <p className="mt-3 max-w-2xl text-brand-100">{t("intro")}</p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {q.isPending ? (
          <Skeleton rows={5} label={t("loading")} />
        ) : q.isError ? (
          <LoadError message={t("loadFailed")} retry={() => void q.refetch()} />
        ) : q.data.faqs.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-600">{t("empty")}</p>
        ) : (
          <ul className="space-y-3">
            {q.data.faqs.map((f) => (
              <li key={f.id}>
                <details className="group rounded-2xl border border-stone-200 bg-white shadow-sm open:shadow-md" data-testid="faq-item">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-4 font-semibold text-stone-900 sm:p-5 [&::-webkit-details-marker]:hidden">
                    <span>{pick(f.question, f.questionBn)}</span>
                    <span
                      aria-hidden="true"
                      className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="px-4 pb-5 leading-relaxed whitespace-pre-line text-stone-700 sm:px-5">{pick(f.answer, f.answerBn)}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-gold-100 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-display text-xl font-semibold text-brand-900">{t("moreHelp")}</p>
            <p className="mt-1 text-sm text-stone-700">{t("moreHelpText")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/workflow" className={buttonStyles.outline}>
              {t("howItWorks")}
            </Link>
            <Link to="/register" className={buttonStyles.primary}>
              {t("postAd")}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
