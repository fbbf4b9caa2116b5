import { Trans, useTranslation } from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";

const reasons = [
  {
    key: "open",
    icon: "M12 7.5h1.5m-1.5 3h1.5m-7.5 3h7.5m-7.5 3h7.5m3-9h3.375c.621 0 1.125.504 1.125 1.125V18a2.25 2.25 0 0 1-2.25 2.25M16.5 7.5V18a2.25 2.25 0 0 0 2.25 2.25M16.5 7.5V4.875c0-.621-.504-1.125-1.125-1.125H4.125C3.504 3.75 3 4.254 3 4.875V18a2.25 2.25 0 0 0 2.25 2.25h13.5M6 7.5h3v3H6v-3Z",
  },
  {
    key: "private",
    icon: "M16.5 10.5V6.75a4.5 4.5 0 1 0-9 0v3.75m-.75 11.25h10.5a2.25 2.25 0 0 0 2.25-2.25v-6.75a2.25 2.25 0 0 0-2.25-2.25H6.75a2.25 2.25 0 0 0-2.25 2.25v6.75a2.25 2.25 0 0 0 2.25 2.25Z",
  },
  {
    key: "verified",
    icon: "M9 12.75 11.25 15 15 9.75m-3-7.036A11.959 11.959 0 0 1 3.598 6 11.99 11.99 0 0 0 3 9.749c0 5.592 3.824 10.29 9 11.623 5.176-1.332 9-6.03 9-11.622 0-1.31-.21-2.571-.598-3.751h-.152c-3.196 0-6.1-1.248-8.25-3.285Z",
  },
  {
    key: "points",
    icon: "M21 8.25c0-2.485-2.099-4.5-4.688-4.5-1.935 0-3.597 1.126-4.312 2.733-.715-1.607-2.377-2.733-4.313-2.733C5.1 3.75 3 5.765 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z",
  },
  {
    key: "ytm",
    icon: "M15 9h3.75M15 12h3.75M15 15h3.75M4.5 19.5h15a2.25 2.25 0 0 0 2.25-2.25V6.75A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25v10.5A2.25 2.25 0 0 0 4.5 19.5Zm6-10.125a1.875 1.875 0 1 1-3.75 0 1.875 1.875 0 0 1 3.75 0Zm1.294 6.336a6.721 6.721 0 0 1-3.17.789 6.721 6.721 0 0 1-3.168-.789 3.376 3.376 0 0 1 6.338 0Z",
  },
] as const;

/** "Why Shubho Bibaho?": why the product exists (beside the form on desktop, below it on phones). */
export function WhyBox() {
  const { t } = useTranslation(registerNs);
  return (
    <aside aria-labelledby="why-title" className="overflow-hidden rounded-2xl border border-gold-300/70 bg-white shadow-sm">
      <div className="bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-5 text-white">
        <h2 id="why-title" className="font-display text-2xl font-semibold">
          {t("why.title")}
        </h2>
        <p className="mt-1 text-sm text-brand-100">{t("why.subtitle")}</p>
      </div>
      <ul className="divide-y divide-stone-100 px-6 py-2">
        {reasons.map((r) => (
          <li key={r.key} className="flex gap-3 py-4">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-500">
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
                <path strokeLinecap="round" strokeLinejoin="round" d={r.icon} />
              </svg>
            </span>
            <div>
              <h3 className="text-sm font-semibold text-brand-900">{t(`why.reasons.${r.key}.title`)}</h3>
              <p className="mt-0.5 text-sm leading-relaxed text-stone-600">{t(`why.reasons.${r.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="border-t border-stone-100 bg-stone-50 px-6 py-4 text-sm text-stone-600">
        <Trans t={t} i18nKey="why.free" components={{ strong: <strong className="text-brand-800" /> }} />
      </p>
    </aside>
  );
}
