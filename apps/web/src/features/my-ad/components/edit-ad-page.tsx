import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { myAdNs } from "@/lib/locales/my-ad";
import { usePageMeta } from "@/lib/use-page-meta";
import { useMyAd } from "../api/get-my-ad";
import { AdForm, EDIT_AD_FORM_ID } from "./ad-form";
import { MemberPageHeader, Notice } from "./fields";
import { GalleryCard } from "./gallery-card";
import { useRefused } from "./refused-items";

function Skeleton() {
  const { t } = useTranslation(myAdNs);
  return (
    <div role="status" aria-busy="true" aria-label={t("editAd.loading")} className="mt-6 grid gap-5 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-56 animate-pulse rounded-2xl bg-stone-200/70" />
        ))}
      </div>
      <div className="h-96 animate-pulse rounded-2xl bg-stone-200/70" />
    </div>
  );
}

/** /edit-ad: the member's own ad, its photos and the editing notes. */
export function EditAdPage() {
  const { t } = useTranslation(myAdNs);
  usePageMeta(t("editAd.title"));
  const q = useMyAd();
  const ad = q.data;
  const refused = useRefused("photo");
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <MemberPageHeader
        title={t("editAd.title")}
        subtitle={ad ? t("adId", { id: ad.profileId }) : undefined}
        actions={
          ad && (
            <button type="submit" form={EDIT_AD_FORM_ID} className={buttonStyles.primary}>
              {t("form.save")}
            </button>
          )
        }
      />
      {q.isPending && <Skeleton />}
      {q.isError && (
        <div className="mt-6">
          <Notice kind="error">
            {t("editAd.fetchFailed")}{" "}
            <button type="button" className="underline" onClick={() => q.refetch()}>
              {t("editAd.retry")}
            </button>
          </Notice>
        </div>
      )}
      {ad && (
        <div className="mt-6 grid items-start gap-5 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-4 lg:order-2 lg:sticky lg:top-4">
            {ad.pendingEdit && (
              <Notice kind="info">
                {t("editAd.waiting", {
                  fields: Object.keys(ad.pendingEdit.proposed)
                    .filter((k) => ["name", "dateOfBirth", "gender"].includes(k))
                    .map((k) => t(`editAd.pending.${k}`))
                    .join(", "),
                })}
              </Notice>
            )}
            <GalleryCard photos={ad.photos} refused={refused} />
            <aside aria-labelledby="notes-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <h2 id="notes-title" className="font-semibold">
                {t("editAd.notesTitle")}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>{t("editAd.note1")}</li>
                <li>{t("editAd.note2")}</li>
                <li>{t("editAd.note3")}</li>
              </ul>
            </aside>
          </div>
          <div className="lg:order-1">
            <AdForm key={ad.profileId} ad={ad} />
          </div>
        </div>
      )}
    </div>
  );
}
