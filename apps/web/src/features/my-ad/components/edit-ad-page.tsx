import { buttonStyles } from "@/components/button-styles";
import { usePageMeta } from "@/lib/use-page-meta";
import { useMyAd } from "../api/get-my-ad";
import { AdForm, EDIT_AD_FORM_ID } from "./ad-form";
import { MemberPageHeader, Notice } from "./fields";
import { GalleryCard } from "./gallery-card";

function Skeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your ad" className="mt-6 grid gap-5 lg:grid-cols-[1fr_20rem]">
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
  usePageMeta("Edit My Ad");
  const q = useMyAd();
  const ad = q.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <MemberPageHeader
        title="Edit My Ad"
        subtitle={ad ? `Ad ${ad.profileId}` : undefined}
        actions={
          ad && (
            <button type="submit" form={EDIT_AD_FORM_ID} className={buttonStyles.primary}>
              Save Changes
            </button>
          )
        }
      />
      {q.isPending && <Skeleton />}
      {q.isError && (
        <div className="mt-6">
          <Notice kind="error">
            Failed to fetch profile.{" "}
            <button type="button" className="underline" onClick={() => q.refetch()}>
              Retry
            </button>
          </Notice>
        </div>
      )}
      {ad && (
        <div className="mt-6 grid items-start gap-5 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-4 lg:order-2 lg:sticky lg:top-4">
            {ad.pendingEdit && (
              <Notice kind="info">
                Waiting for approval:{" "}
                {Object.keys(ad.pendingEdit.proposed)
                  .map((k) => ({ name: "name", dateOfBirth: "date of birth", gender: "gender" })[k])
                  .join(", ")}
                . Your ad shows the approved details until then.
              </Notice>
            )}
            <GalleryCard photos={ad.photos} />
            <aside aria-labelledby="notes-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <h2 id="notes-title" className="font-semibold">
                Editing Notes
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>Fields marked * are mandatory.</li>
                <li>Use accurate spellings and avoid abbreviations.</li>
                <li>
                  Changes may require verification in some cases: name, date of birth, gender and new photos are checked before they show on
                  your ad.
                </li>
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
