import { useTranslation } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";
import { myAdNs } from "@/lib/locales/my-ad";
import { MemberPageHeader } from "./fields";
import { RefusedItems, useRefused } from "./refused-items";
import { VideoSlots } from "./video-slots";

/** /dashboard/videos: three video slots. */
export function VideosPage() {
  const { t } = useTranslation(myAdNs);
  usePageMeta(t("videos.title"));
  const refused = useRefused("video");
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <MemberPageHeader title={t("videos.title")} subtitle={t("videos.subtitle")} />
      <div className="mt-6">
        <VideoSlots />
      </div>
      {refused.length > 0 && (
        <ul aria-label={t("refused.videos")} className="mt-4 grid gap-2 sm:grid-cols-2">
          <RefusedItems items={refused} />
        </ul>
      )}
      <p className="mt-4 text-sm text-stone-600">{t("videos.note")}</p>
    </div>
  );
}
