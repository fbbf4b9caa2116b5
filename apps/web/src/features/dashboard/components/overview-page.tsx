import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { usePageMeta } from "@/lib/use-page-meta";
import { useMyProfile } from "../api/get-my-profile";
import { useStatsOverview } from "../api/get-stats-overview";
import { errorText } from "@/lib/error-text";
import { dashboardNs } from "@/lib/locales/dashboard";
import { Card } from "@/components/card";
import { LoadError } from "@/components/load-error";
import { InactiveNotice, PhotoReviewNote } from "./overview-notices";
import { OverviewStats } from "./overview-stats";
import { OverviewStatusCards } from "./overview-status-cards";
import { Summary } from "./overview-summary";

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
      <OverviewStats s={s} />
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
      <OverviewStatusCards s={s} />
    </div>
  );
}
