import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TProfileDetail } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { rememberRedirect } from "@/features/auth";
import { formatDate, formatNumber } from "@/lib/format";
import { profileNs } from "@/lib/locales/profile";
import { errorText } from "@/lib/error-text";
import { useSession } from "@/lib/session";
import { useFavourite, useRequestYtm } from "../api/profile-api";
import { ProposeButton } from "@/features/proposals";

const badge: Record<string, string> = {
  QUICK: "bg-emerald-100 text-emerald-800",
  STOCK: "bg-sky-100 text-sky-800",
  PREMIUM: "bg-purple-100 text-purple-800",
};

/** The ad's head: its ID and badges, name and age, views and type, and the actions (propose, yet to marry, favourite, video). */
export function DetailHead({ p, routeId, demo }: { p: TProfileDetail; routeId: string; demo: boolean }) {
  const { t } = useTranslation(profileNs);
  const who = p.gender === "bride" ? t("bride") : t("groom");
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const [showVideo, setShowVideo] = useState(false);
  const favourite = useFavourite(routeId);
  const ytm = useRequestYtm(routeId);

  const needLogin = () => {
    rememberRedirect(location.pathname);
    navigate("/auth/login");
  };
  const act = (fn: () => void) => () => (isAuthenticated ? fn() : needLogin());
  const failure = favourite.error ?? ytm.error;
  const actionError = failure ? errorText(failure) : undefined;

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="tracking-wider text-brand-700 uppercase" data-testid="profile-id">
          {p.profileId}
        </span>
        {p.verified && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">{t("verified")}</span>}
        <span className={`rounded-full px-2 py-0.5 ${badge[p.memberType]}`}>{p.memberType}</span>
        {demo && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{t("sample")}</span>}
      </div>
      <h1 className="mt-2 font-display text-3xl font-semibold text-stone-900">{p.name}</h1>
      <p className="text-stone-600">{t("whoAge", { who, age: formatNumber(p.age) })}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
        <div>
          <dt className="inline">{t("adViewed")}</dt>
          <dd className="inline font-semibold text-stone-900">{t("views", { count: p.views, n: formatNumber(p.views) })}</dd>
        </div>
        <div>
          <dt className="inline">{t("adType")}</dt>
          <dd className="inline font-semibold text-stone-900 capitalize">{t(`adTypes.${p.adType}`)}</dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <ProposeButton
          target={{ profileId: p.profileId, isDemoProfile: demo, isOwn: p.isOwn, proposalSent: p.proposalSent }}
          className="col-span-2 sm:min-w-48"
        />
        {!demo && !p.isOwn && (
          <>
            <button
              type="button"
              onClick={act(() => ytm.mutate())}
              disabled={ytm.isPending || Boolean(p.ytmRequestedAt)}
              className={`${buttonStyles.outline} px-3 text-sm`}
            >
              {p.ytmRequestedAt ? t("ytmRequested") : t("requestYtm")}
            </button>
            <button
              type="button"
              aria-pressed={p.favourite}
              onClick={act(() => favourite.mutate(!p.favourite))}
              disabled={favourite.isPending}
              className={`${buttonStyles.outline} px-3 text-sm ${p.favourite ? "bg-brand-50" : ""}`}
            >
              {p.favourite ? t("favourite") : t("addFavourite")}
            </button>
          </>
        )}
        {p.videoUrl && (
          <button type="button" onClick={() => setShowVideo(!showVideo)} className={`${buttonStyles.outline} px-3 text-sm`}>
            {t("videoProfile")}
          </button>
        )}
      </div>
      {p.ytmRequestedAt && <p className="mt-2 text-xs text-stone-500">{t("ytmRequestedOn", { date: formatDate(p.ytmRequestedAt) })}</p>}
      {actionError && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {actionError}
        </p>
      )}
      {showVideo && p.videoUrl && <video src={p.videoUrl} controls className="mt-4 w-full rounded-xl bg-black" />}
    </div>
  );
}
