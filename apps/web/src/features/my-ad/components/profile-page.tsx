import { useState } from "react";
import { usePageMeta } from "@/lib/use-page-meta";
import { useMyAd } from "../api/get-my-ad";
import { usePartnerPreferences } from "../api/get-partner-preferences";
import { AdForm } from "./ad-form";
import { ContactCard } from "./contact-card";
import { MemberPageHeader, Notice } from "./fields";
import { PartnerForm } from "./partner-form";

const Skeleton = () => <div aria-busy="true" aria-label="Loading" className="h-72 animate-pulse rounded-2xl bg-stone-200/70" />;

/** /dashboard/profile: the member profile editor (contact, ad details) and partner preferences. */
export function ProfilePage() {
  usePageMeta("My Profile");
  const [tab, setTab] = useState<"profile" | "partner">("profile");
  const ad = useMyAd();
  const partner = usePartnerPreferences();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <MemberPageHeader title="My Profile" subtitle={ad.data ? `Ad ${ad.data.profileId}` : undefined} />
      <div role="tablist" aria-label="Profile sections" className="mt-6 inline-flex rounded-full border border-stone-300 bg-white p-1">
        {(
          [
            ["profile", "Profile"],
            ["partner", "Partner Preferences"],
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
            <Notice kind="error">Failed to fetch profile</Notice>
          ) : (
            <>
              <ContactCard ad={ad.data} />
              <AdForm key={ad.data.profileId} ad={ad.data} />
            </>
          ))}
        {tab === "partner" &&
          (partner.isPending ? (
            <Skeleton />
          ) : partner.isError ? (
            <Notice kind="error">Failed to load your partner preferences.</Notice>
          ) : (
            <PartnerForm data={partner.data} />
          ))}
      </div>
    </div>
  );
}
