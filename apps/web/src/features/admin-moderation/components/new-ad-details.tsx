import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TPendingAd } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { useOptionLabel } from "@/lib/options";
import { dateOrDash } from "@/features/admin-auth";
import { ConsentBadge } from "@/features/admin-members";

const pill = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

/**
 * One new ad in the New Ads queue: who, whether it is already live (new ads go live at once and are
 * reviewed after; decision 0018), since when it waits and whether that is past a day. `heldBy`: the
 * id of the line saying its RR's member has yet to confirm it.
 */
export function NewAdDetails({ a, member, heldBy }: { a: TPendingAd; member: ReactNode; heldBy?: string }) {
  const { t } = useTranslation(adminNs);
  // The ad's stored choices in the reader's language.
  const optionText = useOptionLabel();
  const choice = (v: string | null) => (v ? optionText(v) : "—");
  return (
    <div className="flex gap-3">
      {a.photo && <img src={a.photo} alt="" className="size-16 rounded-lg object-cover" />}
      <div className="space-y-1 text-sm">
        {member}
        <p className="text-stone-600">
          {choice(a.gender)} · {t("moderation.born", { date: dateOrDash(a.dateOfBirth) })} · {choice(a.community)} · {choice(a.profession)}
        </p>
        <p className="flex flex-wrap items-center gap-2">
          <span className={`${pill} ${a.live ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}`}>
            {a.live ? t("moderation.newAd.live") : t("moderation.newAd.notLive")}
          </span>
          {a.overdue && <span className={`${pill} bg-red-100 text-red-800`}>{t("moderation.newAd.overdue")}</span>}
        </p>
        <p className="text-xs text-stone-500">
          {t("moderation.registered", { date: dateOrDash(a.registeredAt) })} ·{" "}
          {t("moderation.newAd.waiting", { date: dateOrDash(a.waitingSince) })}
        </p>
        {heldBy && (
          <p id={heldBy} className="flex flex-wrap items-center gap-2 text-xs text-amber-900">
            <ConsentBadge />
            {t("moderation.awaitingConsent")}
          </p>
        )}
      </div>
    </div>
  );
}
