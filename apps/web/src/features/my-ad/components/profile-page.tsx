import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";
import { myAdNs } from "@/lib/locales/my-ad";
import { useMyAd } from "../api/get-my-ad";
import { usePartnerPreferences } from "../api/get-partner-preferences";
import { AdForm } from "./ad-form";
import { ContactCard } from "./contact-card";
import { LanguageCard } from "./language-card";
import { MemberPageHeader, Notice } from "./fields";
import { PartnerForm } from "./partner-form";

function Skeleton() {
  const { t } = useTranslation(myAdNs);
  return (
    <div role="status" aria-busy="true" aria-label={t("profile.loading")} className="h-72 animate-pulse rounded-2xl bg-stone-200/70" />
  );
}

/** /dashboard/profile: the member profile editor (contact, ad details) and partner preferences. */
export function ProfilePage() {
  const { t } = useTranslation(myAdNs);
  usePageMeta(t("profile.title"));
  const [tab, setTab] = useState<"profile" | "partner">("profile");
  const ad = useMyAd();
  const partner = usePartnerPreferences();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <MemberPageHeader title={t("profile.title")} subtitle={ad.data ? t("adId", { id: ad.data.profileId }) : undefined} />
      <div role="tablist" aria-label={t("profile.sections")} className="mt-6 inline-flex rounded-full border border-stone-300 bg-white p-1">
        {(
          [
            ["profile", t("profile.profile")],
            ["partner", t("profile.partner")],
          ] as const
        ).map(([k, label]) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${tab === k ? "bg-brand-700 text-white" : "text-stone-700"}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-5 space-y-5">
        {tab === "profile" &&
          (ad.isPending ? (
            <Skeleton />
          ) : ad.isError ? (
            <Notice kind="error">{t("profile.loadFailed")}</Notice>
          ) : (
            <>
              <ContactCard ad={ad.data} />
              <LanguageCard />
              <AdForm key={ad.data.profileId} ad={ad.data} />
            </>
          ))}
        {tab === "partner" &&
          (partner.isPending ? (
            <Skeleton />
          ) : partner.isError ? (
            <Notice kind="error">{t("profile.partnerFailed")}</Notice>
          ) : (
            <PartnerForm data={partner.data} />
          ))}
      </div>
    </div>
  );
}
