import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { supportPhone, telHref } from "@/lib/config";
import { postRegNs } from "@/lib/locales/post-reg";

/** What the offers lead to (checkout for the Basic Ad, the trial's start button), supplied by the page's route. */
export type OfferActions = { basicAd?: ReactNode; trial?: ReactNode };

/** Special Offers card and the help line. */
export function SpecialOffers({ actions }: { actions?: OfferActions }) {
  const { t } = useTranslation(postRegNs);
  return (
    <aside className="space-y-5">
      <section aria-labelledby="offers-title" className="overflow-hidden rounded-2xl border border-gold-300 bg-white shadow-sm">
        <h2
          id="offers-title"
          className="bg-gradient-to-r from-gold-300 to-amber-200 px-5 py-3 font-display text-xl font-semibold text-brand-900"
        >
          {t("offers.title")}
        </h2>
        <ul className="divide-y divide-stone-200">
          <li className="flex items-center justify-between gap-4 px-5 py-4">
            <div>
              <p className="font-semibold text-stone-900">{t("offers.basicAd")}</p>
              <p className="text-sm text-stone-500">{t("offers.oneTime")}</p>
              {actions?.basicAd && <div className="mt-2">{actions.basicAd}</div>}
            </div>
            <p className="shrink-0 font-display text-2xl font-semibold text-brand-700">{t("offers.basicPrice")}</p>
          </li>
          <li className="flex items-center justify-between gap-4 px-5 py-4">
            <div>
              <p className="font-semibold text-stone-900">{t("offers.trial")}</p>
              <p className="text-sm text-stone-500">{t("offers.limited")}</p>
              {actions?.trial && <div className="mt-2">{actions.trial}</div>}
            </div>
            <p className="shrink-0 rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold tracking-wide text-emerald-800">
              {t("offers.free")}
            </p>
          </li>
        </ul>
        <div className="px-5 pb-5">
          <Link
            to="/plans"
            className="block rounded-full border border-brand-700 px-4 py-2.5 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("offers.allPlans")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="help-title" className="rounded-2xl bg-brand-900 p-5 text-white">
        <h2 id="help-title" className="font-display text-lg font-semibold">
          {t("help.title")}
        </h2>
        <p className="mt-1 text-sm text-brand-100">{t("help.text")}</p>
        <a
          href={telHref(supportPhone)}
          className="mt-4 flex items-center justify-center gap-2 rounded-full bg-gold-300 px-4 py-2.5 text-sm font-semibold text-brand-900 hover:bg-amber-300"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h1.15a1.5 1.5 0 0 1 1.46 1.14l.6 2.42a1.5 1.5 0 0 1-.54 1.56l-.9.68a10.1 10.1 0 0 0 4.93 4.93l.68-.9a1.5 1.5 0 0 1 1.56-.54l2.42.6A1.5 1.5 0 0 1 18 13.35v1.15A1.5 1.5 0 0 1 16.5 16h-1C8.04 16 2 9.96 2 2.5v1z" />
          </svg>
          {t("help.contact")}
        </a>
        <p className="mt-2 text-center text-xs text-brand-200">{supportPhone}</p>
      </section>
    </aside>
  );
}
