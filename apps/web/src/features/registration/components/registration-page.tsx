import { useEffect } from "react";
import { Trans, useTranslation } from "@/lib/i18n";
import { LanguageSwitch } from "@/components/language-switch";
import { registerNs } from "@/lib/locales/register";
import { RegistrationForm, type RegistrationFormProps } from "./registration-form";
import { WhyBox } from "./why-box";

function usePageHead() {
  const { t } = useTranslation(registerNs);
  const title = t("meta.title");
  const description = t("meta.description");
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** /register and /register/:referCode: title band, the form card and the "Why Shubho Bibaho?" box. */
export function RegistrationPage(props: RegistrationFormProps) {
  const { t } = useTranslation(registerNs);
  usePageHead();
  return (
    <div className="bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50">
      <header className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 pt-9 pb-20 sm:px-6 sm:pt-12 sm:pb-24">
          <div className="flex items-center justify-between gap-3">
            <p className="inline-flex items-center gap-2 rounded-full bg-gold-300 px-3 py-1 text-xs font-bold tracking-wider text-brand-900 uppercase shadow-sm">
              {t("page.badge")}
            </p>
            {/* The form has its own language switch, so a family can fill it in Bengali or English. */}
            <LanguageSwitch className="border-white/40 bg-white/95 shadow-sm" />
          </div>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-wide sm:text-4xl">{t("page.title")}</h1>
          <p className="mt-2 max-w-2xl text-base text-brand-100">
            <Trans t={t} i18nKey="page.intro" components={{ mark: <span className="font-bold text-gold-300" /> }} />
          </p>
        </div>
      </header>
      <div className="mx-auto -mt-14 grid max-w-6xl items-start gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label={t("page.formLabel")}
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-8"
        >
          <RegistrationForm {...props} />
        </section>
        <div>
          <WhyBox />
        </div>
      </div>
    </div>
  );
}
