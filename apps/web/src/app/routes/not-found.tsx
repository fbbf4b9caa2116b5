import { data, Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { usePageMeta } from "@/lib/use-page-meta";

export function NotFound() {
  const { t } = useTranslation(commonNs);
  usePageMeta(t("notFound.title"), t("notFound.description"));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="font-display text-7xl font-semibold text-brand-500">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-brand-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-stone-600">{t("notFound.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles.primary}>
          {t("notFound.goHome")}
        </Link>
        <Link to="/profiles" className={buttonStyles.outline}>
          {t("notFound.findMatch")}
        </Link>
      </div>
    </section>
  );
}

/** An address that is no page: answered 404, drawn by the error boundary as this page. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default NotFound;
