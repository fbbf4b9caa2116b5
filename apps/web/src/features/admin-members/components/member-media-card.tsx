import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberDetail } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { StatusBadge } from "./member-cells";
import { Card } from "./member-detail-parts";

/** The member's photos and videos, each with where its review stands. */
export function MemberMediaCard({ m }: { m: TAdminMemberDetail }) {
  const { t } = useTranslation(adminNs);
  const photos = m.media.filter((x) => x.kind === "photo");
  const videos = m.media.filter((x) => x.kind === "video");
  return (
    <Card title={t("member.media", { photos: photos.length, videos: videos.length })}>
      {m.media.length === 0 ? (
        <p className="text-sm text-stone-600">{t("member.noMedia")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {m.media.map((x) => (
            <li key={x.id} className="space-y-1">
              {x.kind === "photo" ? (
                <img src={x.thumbUrl ?? x.url} alt="" className="aspect-[4/5] w-full rounded-lg object-cover" loading="lazy" />
              ) : (
                <video src={x.url} controls preload="metadata" className="aspect-video w-full rounded-lg bg-black" />
              )}
              <StatusBadge
                status={x.reviewStatus === "approved" ? "active" : x.reviewStatus === "pending" ? "pending_verification" : "suspended"}
              />
              <span className="ml-1 text-xs text-stone-500">{t(`member.review.${x.reviewStatus}`, { defaultValue: x.reviewStatus })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
