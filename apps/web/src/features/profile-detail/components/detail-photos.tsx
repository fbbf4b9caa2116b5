import { lazy, Suspense } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TProfileDetail } from "@app/contract";
import { profileNs } from "@/lib/locales/profile";
import { Gallery } from "./gallery";

// Only some profiles offer it: its code (and its answer's schema) loads when one does.
const PhotoRequestButton = lazy(() =>
  import("@/features/my-ad/components/photo-request-button").then((m) => ({ default: m.PhotoRequestButton })),
);

/** The ad's photos, with asking for them when the advertiser shows them on request, or a note when they need a sign-in. */
export function DetailPhotos({ p }: { p: TProfileDetail }) {
  const { t } = useTranslation(profileNs);
  return (
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
  );
}
