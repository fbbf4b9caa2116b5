import { lazy, Suspense } from "react";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TProfileDetail } from "@app/contract";
import { demoDetail, isDemoId } from "@/lib/demo-profiles";
import { formatNumber } from "@/lib/format";
import { profileNs } from "@/lib/locales/profile";
import { usePageMeta } from "@/lib/use-page-meta";
import { useHydrated } from "@/lib/use-hydrated";
import { usePublicProfile } from "../api/profile-api";
import { ContactBox, SafetyActions } from "@/features/proposals";
import { Sections } from "./detail-sections";
import { DetailHead } from "./detail-head";
import { DetailPhotos } from "./detail-photos";
import { NotFound, Skeleton } from "./detail-states";

// Worked out for a signed-in member (a visitor is asked to sign in): its code and words load with it.
const CompatibilityPanel = lazy(() =>
  import("@/features/matching/components/compatibility-panel").then((m) => ({ default: m.CompatibilityPanel })),
);

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
  const demo = p.isDemoProfile || isDemoId(p.profileId);
  const hydrated = useHydrated();

  // Back to where the visitor came from in the app; a page opened by its address goes to the list.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate("/profiles"));

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
        <DetailPhotos p={p} />
        <div>
          <DetailHead p={p} routeId={routeId} demo={demo} />
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
