import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TAdvertiserContact } from "@app/contract";
import { ContactLines } from "./contact-lines";
import { ContactHidden } from "./contact-hidden";
import { Locked } from "./contact-locked";
import { formatDate } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";

/** The reasons a visible contact is shown for, each with its note in the catalogue (contact.shownBecause.*). */
const shownBecause = new Set<TAdvertiserContact["reason"]>([
  "own_ad",
  "proposal_received",
  "proposal_accepted",
  "contact_access",
  "premium_advertiser",
]);

export type ContactBoxProps = {
  profileId: string;
  contact: TAdvertiserContact;
  /** The day the advertiser last confirmed they are yet to marry; null until they first do. */
  ytmVerifiedOn: string | null;
  isDemo: boolean;
};

/** "Advertiser Contact Detail": the contact when the viewer is entitled, else what it takes to see it. */
export function ContactBox({ profileId, contact, ytmVerifiedOn, isDemo }: ContactBoxProps) {
  const { t } = useTranslation(proposalsNs);
  const [revealed, setRevealed] = useState<TAdvertiserContact | null>(null);
  const c = revealed ?? contact;
  return (
    <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-20" aria-label={t("contact.title")}>
      <h2 className="font-display text-lg font-semibold text-brand-800">{t("contact.title")}</h2>
      {c.visible ? (
        <>
          <ContactLines c={c} className="mt-3" />
          {shownBecause.has(c.reason) && <p className="mt-3 text-xs text-stone-500">{t(`contact.shownBecause.${c.reason}`)}</p>}
        </>
      ) : isDemo ? (
        <Locked>{t("contact.demo")}</Locked>
      ) : (
        <ContactHidden profileId={profileId} contact={c} onRevealed={setRevealed} />
      )}
      <p className="mt-4 border-t border-stone-100 pt-3 text-sm text-stone-600">
        {t("contact.ytmVerifiedOn")}{" "}
        <span className="font-semibold text-stone-900">{ytmVerifiedOn ? formatDate(ytmVerifiedOn) : t("contact.ytmNotYet")}</span>
      </p>
    </aside>
  );
}
