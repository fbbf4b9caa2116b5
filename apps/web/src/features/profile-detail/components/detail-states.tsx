import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { profileNs } from "@/lib/locales/profile";

/** An ad that does not exist (or is no longer public). */
export function NotFound() {
  const { t } = useTranslation(profileNs);
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-stone-900">{t("notFound.title")}</h1>
      <p className="mt-2 text-stone-600">{t("notFound.text")}</p>
      <Link to="/profiles" className={`${buttonStyles.primary} mt-6`}>
        {t("notFound.back")}
      </Link>
    </div>
  );
}

/** The page's shape while the ad loads. */
export function Skeleton() {
  const { t } = useTranslation(profileNs);
  return (
    <div
      aria-busy
      aria-label={t("loading")}
      className="mx-auto grid max-w-6xl animate-pulse gap-6 px-4 py-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="aspect-[4/5] rounded-2xl bg-stone-200" />
      <div className="space-y-3">
        <div className="h-4 w-24 rounded bg-stone-200" />
        <div className="h-8 w-2/3 rounded bg-stone-200" />
        <div className="h-4 w-1/2 rounded bg-stone-200" />
        <div className="h-40 rounded-2xl bg-stone-200" />
        <div className="h-40 rounded-2xl bg-stone-200" />
      </div>
    </div>
  );
}
