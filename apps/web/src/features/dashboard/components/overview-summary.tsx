import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TMemberUser, TStatsOverview } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { formatDate } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import { dashboardNs } from "@/lib/locales/dashboard";
import { Card } from "@/components/card";
import { InitialsAvatar } from "@/components/initials-avatar";

const typeStyle: Record<string, string> = {
  QUICK: "bg-emerald-100 text-emerald-800",
  STOCK: "bg-sky-100 text-sky-800",
  PREMIUM: "bg-purple-100 text-purple-800",
};

function Avatar({ me }: { me: TMemberUser }) {
  const { t } = useTranslation(dashboardNs);
  const [broken, setBroken] = useState(false);
  const photo = me.photos[0];
  const pending = photo?.reviewStatus === "pending";
  return (
    <div className="relative shrink-0">
      {photo && !broken ? (
        <img
          src={photo.thumbUrl}
          alt={t("overview.photoOf", { name: me.name })}
          width={96}
          height={120}
          className="h-25 w-20 rounded-xl object-cover sm:h-30 sm:w-24"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="h-25 w-20 overflow-hidden rounded-xl sm:h-30 sm:w-24">
          <InitialsAvatar name={me.name} id={me.profileId} label={t("overview.noPhoto")} className="text-2xl" />
        </div>
      )}
      {pending && (
        <span className="absolute inset-x-1 bottom-1 rounded-md bg-amber-100/95 px-1 py-0.5 text-center text-[10px] leading-tight font-semibold text-amber-900">
          {t("overview.awaitingReview")}
        </span>
      )}
    </div>
  );
}

/** The profile summary: photo, name, ad ID, member type, plan and status, with Modify and Find Match. */
export function Summary({ me, s }: { me: TMemberUser; s: TStatsOverview }) {
  const { t, i18n } = useTranslation(dashboardNs);
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
        <Avatar me={me} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wider text-gold-500 uppercase">{t("overview.welcome")}</p>
          <h1 className="truncate font-display text-2xl font-semibold text-brand-900">{me.name}</h1>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
            <div>
              <dt className="inline text-stone-500">{t("overview.adId")}</dt>
              <dd className="inline font-semibold" data-testid="ad-id">
                {s.ad_id}
              </dd>
            </div>
            <div>
              <dt className="inline text-stone-500">{t("overview.memberType")}</dt>
              <dd className={`inline rounded-full px-2 py-0.5 text-xs font-bold ${typeStyle[s.member_type]}`}>{s.member_type}</dd>
            </div>
            <div>
              <dt className="inline text-stone-500">{t("overview.plan")}</dt>
              <dd className="inline font-semibold" data-testid="current-plan">
                {s.plan ? localName(s.plan.name, s.plan.name_bn, i18n.language) : t("overview.freeAd")}
                {s.plan && (
                  <span className="font-normal text-stone-600">
                    {" "}
                    ({s.plan.ends_at ? t("overview.until", { date: formatDate(s.plan.ends_at) }) : t("overview.tillMarriage")})
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="inline text-stone-500">{t("overview.status")}</dt>
              <dd className={`inline font-semibold ${s.is_active ? "text-emerald-700" : "text-red-700"}`} data-testid="ad-status">
                {s.is_active ? t("overview.active") : t("overview.inactive")}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Link to="/edit-ad" className={`${buttonStyles.outline} flex-1`}>
          {t("overview.modify")}
        </Link>
        <Link to={`/profiles?${s.match_query}`} className={`${buttonStyles.primary} flex-1`}>
          {t("overview.findMatch")}
        </Link>
      </div>
    </Card>
  );
}
