import { useTranslation } from "@/lib/i18n";
import type { TPendingMedia } from "@app/contract";
import { formatFileSize } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";
import { dateOrDash } from "@/features/admin-auth";
import { DecidedCard, MemberLink, type Decide } from "./queue-parts";

/** A new photo or video, shown as the members would see it. */
export function MediaQueueItem({ m, decide }: { m: TPendingMedia; decide: Decide }) {
  const { t } = useTranslation(adminNs);
  const member = m.member.profileId ?? m.member.name;
  const item = { id: m.id, label: m.kind === "photo" ? t("moderation.photoOf", { member }) : t("moderation.videoOf", { member }) };
  return (
    <DecidedCard item={item} decide={decide}>
      {m.kind === "photo" ? (
        <img
          src={m.url}
          alt={t("moderation.newPhoto", { name: m.member.name })}
          className="mb-2 max-h-72 rounded-lg border border-stone-200 object-contain"
        />
      ) : (
        <video src={m.url} controls preload="metadata" className="mb-2 aspect-video w-full max-w-xl rounded-lg bg-black" />
      )}
      <MemberLink m={m.member} />
      <p className="text-xs text-stone-500">
        {t("moderation.uploaded", { date: dateOrDash(m.uploadedAt) })} · {formatFileSize(m.bytes)} · {m.mime}
      </p>
    </DecidedCard>
  );
}
