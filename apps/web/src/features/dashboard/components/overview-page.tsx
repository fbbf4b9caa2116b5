import { useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TMemberUser, TStatsOverview } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Spinner } from "@/components/spinner";
import { usePageMeta } from "@/lib/use-page-meta";
import { useMyProfile } from "../api/get-my-profile";
import { useStatsOverview } from "../api/get-stats-overview";
import { errorText } from "@/lib/error-text";
import { formatDate, formatNumber } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import { dashboardNs } from "@/lib/locales/dashboard";
import { StatCard } from "./stat-card";
import { Card } from "@/components/card";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";

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

/** Said to the owner while none of their photos is public yet. */
function PhotoReviewNote({ me }: { me: TMemberUser }) {
  const { t } = useTranslation(dashboardNs);
  if (!me.photos.length || me.photos.some((p) => p.reviewStatus === "approved")) return null;
  const n = me.photos.length;
  return (
    <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t("overview.photoReview", { count: n, n: formatNumber(n) })}{" "}
      <Link to="/edit-ad" className="font-semibold underline underline-offset-2">
        {t("overview.managePhotos")}
      </Link>
    </p>
  );
}

function Summary({ me, s }: { me: TMemberUser; s: TStatsOverview }) {
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

function InactiveNotice({ s }: { s: TStatsOverview }) {
  const { t } = useTranslation(dashboardNs);
  if (s.is_active) return null;
  const reason =
    s.status === "inactive"
      ? t("overview.inactiveReason")
      : s.status === "suspended"
        ? t("overview.suspendedReason")
        : t("overview.notCirculating");
  return (
    <div role="status" className="rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-amber-900">
      {reason}{" "}
      {s.status === "inactive" && (
        <Link to="/dashboard/ytm" className="font-semibold underline underline-offset-2">
          {t("overview.confirmYtm")}
        </Link>
      )}
    </div>
  );
}

/** "My Shubho Bibaho": profile summary, Modify / Find Match, stat cards, the video slots' place. */
/** `videoSlots`: the three video upload slots, composed in by the app (they belong to another feature). */
export function OverviewPage({ videoSlots }: { videoSlots?: ReactNode }) {
  const { t } = useTranslation(dashboardNs);
  usePageMeta(t("overview.meta"));
  const me = useMyProfile();
  const stats = useStatsOverview();
  if (me.isPending || stats.isPending) return <Spinner label={t("overview.loading")} className="min-h-[40vh]" />;
  if (me.isError || stats.isError)
    return (
      <LoadError
        message={errorText(me.error ?? stats.error, t("overview.loadFailed"))}
        retry={() => void Promise.all([me.refetch(), stats.refetch()])}
      />
    );
  const s = stats.data;
  return (
    <div className="space-y-5">
      <Summary me={me.data} s={s} />
      <PhotoReviewNote me={me.data} />
      <InactiveNotice s={s} />
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {t("overview.numbers")}
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard label={t("overview.views")} value={s.views_count} to="/dashboard/circulation" />
          <StatCard label={t("overview.sent")} value={s.proposals_sent} to="/dashboard/proposals" />
          <StatCard label={t("overview.received")} value={s.proposals_received} to="/dashboard/proposals" />
          <StatCard label={t("overview.points")} value={s.points} to="/dashboard/proposals" />
          <StatCard label={t("overview.ccp")} value={s.ccp} to="/dashboard/ccp" hint={t("overview.ccpHint")} />
          <StatCard label={t("overview.bookmarks")} value={s.favourites_count} to="/dashboard/bookmarks" />
        </div>
      </section>
      <Card aria-labelledby="videos-heading" data-testid="video-slots">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="videos-heading" className="font-display text-xl font-semibold text-brand-900">
            {t("overview.videos")}
          </h2>
          <Link to="/dashboard/videos" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t("overview.manageVideos")}
          </Link>
        </div>
        <p className="mt-1 text-sm text-stone-600">{t("overview.videosText")}</p>
        {videoSlots && <div className="mt-3">{videoSlots}</div>}
      </Card>
      <div className="grid gap-3 sm:grid-cols-2">
        <Card>
          <h2 className="font-semibold text-stone-900">{t("overview.ytm")}</h2>
          <p className="mt-1 text-sm text-stone-600">
            {s.ytm_verified_on ? t("overview.ytmConfirmed", { date: formatDate(s.ytm_verified_on) }) : t("overview.ytmNotYet")}{" "}
            {t("overview.ytmRule")}
          </p>
          <Link to="/dashboard/ytm" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {t("overview.confirmNow")}
          </Link>
        </Card>
        <Card>
          <h2 className="font-semibold text-stone-900">{t("overview.kyc")}</h2>
          <p className="mt-1 text-sm text-stone-600">{t(`overview.kycStatus.${s.kyc_status}`)}</p>
          <Link to="/dashboard/kyc" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {s.kyc_status === "verified" ? t("overview.viewKyc") : t("overview.uploadDocument")}
          </Link>
        </Card>
      </div>
    </div>
  );
}
