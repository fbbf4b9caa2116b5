import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { infoNs } from "@/lib/locales/info";

const portals = [
  { to: "/admin-login", key: "admin" },
  { to: "/rr-login", key: "rr" },
] as const;

/** /portals: the chooser for staff and representatives. */
export function PortalsPage() {
  const { t } = useTranslation(infoNs);
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-center font-display text-4xl font-semibold text-brand-900">{t("portals.title")}</h1>
      <p className="mt-3 text-center text-stone-600">{t("portals.text")}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {portals.map((p) => (
          <li key={p.to} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="font-display text-2xl font-semibold text-stone-900">{t(`portals.${p.key}.title`)}</h2>
            <p className="mt-2 flex-1 text-sm text-stone-600">{t(`portals.${p.key}.text`)}</p>
            <Link to={p.to} className={`${buttonStyles.primary} mt-5`}>
              {t(`portals.${p.key}.action`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          {t("portals.back")}
        </Link>
      </p>
    </div>
  );
}
