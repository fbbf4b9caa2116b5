import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TProfileDetail } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { rememberRedirect } from "@/features/auth";
import { demoDetail, isDemoId } from "@/lib/demo-profiles";
import { formatDate, formatNumber } from "@/lib/format";
import { profileNs } from "@/lib/locales/profile";
import { errorText } from "@/lib/error-text";
import { useSession } from "@/lib/session";
import { usePageMeta } from "@/lib/use-page-meta";
import { useHydrated } from "@/lib/use-hydrated";
import { useFavourite, usePublicProfile, useRequestYtm } from "../api/profile-api";
import { ContactBox, ProposeButton, SafetyActions } from "@/features/proposals";
import { Sections } from "./detail-sections";
import { Gallery } from "./gallery";

// Worked out for a signed-in member (a visitor is asked to sign in): its code and words load with it.
const CompatibilityPanel = lazy(() =>
  import("@/features/matching/components/compatibility-panel").then((m) => ({ default: m.CompatibilityPanel })),
);

// Only some profiles offer it: its code (and its answer's schema) loads when one does.
const PhotoRequestButton = lazy(() =>
  import("@/features/my-ad/components/photo-request-button").then((m) => ({ default: m.PhotoRequestButton })),
);

const badge: Record<string, string> = {
  QUICK: "bg-emerald-100 text-emerald-800",
  STOCK: "bg-sky-100 text-sky-800",
  PREMIUM: "bg-purple-100 text-purple-800",
};

function NotFound() {
  const { t } = useTranslation(profileNs);
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-stone-900">{t("notFound.title")}</h1>
      <p className="mt-2 text-stone-600">{t("notFound.text")}</p>
      <Link to="/profiles" className={`${buttonStyles.primary} mt-6`}>
        {t("notFound.back")}
      </Link>
    </div>
  );
}

function Skeleton() {
  const { t } = useTranslation(profileNs);
  return (
    <div
      aria-busy
      aria-label={t("loading")}
      className="mx-auto grid max-w-6xl animate-pulse gap-6 px-4 py-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="aspect-[4/5] rounded-2xl bg-stone-200" />
      <div className="space-y-3">
        <div className="h-4 w-24 rounded bg-stone-200" />
        <div className="h-8 w-2/3 rounded bg-stone-200" />
        <div className="h-4 w-1/2 rounded bg-stone-200" />
        <div className="h-40 rounded-2xl bg-stone-200" />
        <div className="h-40 rounded-2xl bg-stone-200" />
      </div>
    </div>
  );
}

/** The public detail of an ad: by the route's :id, or a given id (the member's own ad in the dashboard). */
export function ProfileDetailPage({ id: givenId }: { id?: string } = {}) {
  const params = useParams();
  const id = givenId ?? params.id ?? "";
  const q = usePublicProfile(id);
  const demo = q.isError ? demoDetail(id) : null;
  if (q.isPending) return <Skeleton />;
  const profile = q.data ?? demo;
  if (!profile) return <NotFound />;
  return <Detail key={profile.profileId} p={profile} routeId={id} />;
}

function Detail({ p, routeId }: { p: TProfileDetail; routeId: string }) {
  const { t } = useTranslation(profileNs);
  const who = p.gender === "bride" ? t("bride") : t("groom");
  usePageMeta(
    t("meta.title", { profileId: p.profileId, who, age: formatNumber(p.age) }),
    t("meta.description", { profileId: p.profileId, about: p.details["About Myself"] ?? "" }).slice(0, 160),
  );
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const [showVideo, setShowVideo] = useState(false);
  const favourite = useFavourite(routeId);
  const ytm = useRequestYtm(routeId);
  const demo = p.isDemoProfile || isDemoId(p.profileId);
  const hydrated = useHydrated();

  const needLogin = () => {
    rememberRedirect(location.pathname);
    navigate("/auth/login");
  };
  const act = (fn: () => void) => () => (isAuthenticated ? fn() : needLogin());
  // Back to where the visitor came from in the app; a page opened by its address goes to the list.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate("/profiles"));
  const failure = favourite.error ?? ytm.error;
  const actionError = failure ? errorText(failure) : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <button
        type="button"
        onClick={back}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t("back")}
      </button>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="md:sticky md:top-20 md:self-start">
          <Gallery images={p.images} label={p.profileId} />
          {p.photoRestriction === "request" && (
            <div className="mt-3">
              <Suspense fallback={<div className="h-11" />}>
                <PhotoRequestButton profileId={p.profileId} />
              </Suspense>
            </div>
          )}
          {p.photoRestriction === "sign_in" && <p className="mt-3 text-center text-sm text-stone-600">{t("signedInPhotos")}</p>}
        </div>
        <div>
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
            {p.ytmRequestedAt && (
              <p className="mt-2 text-xs text-stone-500">{t("ytmRequestedOn", { date: formatDate(p.ytmRequestedAt) })}</p>
            )}
            {actionError && (
              <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {actionError}
              </p>
            )}
            {showVideo && p.videoUrl && <video src={p.videoUrl} controls className="mt-4 w-full rounded-xl bg-black" />}
          </div>
          {hydrated && !demo && !p.isOwn && (
            <div className="mt-6">
              <Suspense fallback={<div className="h-40 rounded-2xl border border-stone-200 bg-white" />}>
                <CompatibilityPanel p={p} />
              </Suspense>
            </div>
          )}
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_260px]">
            <Sections p={p} />
            <div className="order-first space-y-3 lg:order-none">
              <ContactBox profileId={p.profileId} contact={p.contact} ytmVerifiedOn={p.ytmVerifiedOn} isDemo={demo} />
              <SafetyActions profileId={p.profileId} isOwn={p.isOwn} isDemo={demo} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
