import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TProfileCard } from "@app/contract";
import { InitialsAvatar } from "@/components/initials-avatar";
import { formatNumber } from "@/lib/format";
import { browseNs } from "@/lib/locales/browse";

/** The member type's badge colours. */
export const memberTypeStyle: Record<string, string> = {
  QUICK: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  STOCK: "bg-sky-100 text-sky-800 ring-sky-200",
  PREMIUM: "bg-purple-100 text-purple-800 ring-purple-200",
};

/** The browse list's layout: cards in a grid, or one a line. */
export type View = "grid" | "list";

/**
 * The photo, or the person's initials on a colour. On phones every card is compact (a thumbnail
 * beside the facts, like a newspaper column); from `sm` the grid shows a full-width photo.
 */
export function CardPhoto({ p, view }: { p: TProfileCard; view: View }) {
  const { t } = useTranslation(browseNs);
  const [broken, setBroken] = useState(false);
  const size = view === "list" ? "w-24 rounded-xl sm:w-40" : "w-24 rounded-xl sm:w-full sm:rounded-none sm:rounded-t-2xl";
  return (
    <div className={`relative aspect-[4/5] shrink-0 self-start overflow-hidden bg-stone-100 ${size}`}>
      {p.image && !broken ? (
        <img
          src={p.image}
          alt={t("card.photoOf", { profileId: p.profileId })}
          width={320}
          height={400}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <InitialsAvatar
          name={p.name}
          id={p.profileId}
          label={t("card.noPhoto", { name: p.name })}
          className={view === "list" ? "text-xl sm:text-3xl" : "text-xl sm:text-4xl"}
        />
      )}
      <span
        className={`absolute top-1.5 left-1.5 hidden rounded-full px-2 py-0.5 text-[11px] font-bold ring-1 sm:inline ${memberTypeStyle[p.memberType]}`}
      >
        {p.memberType}
      </span>
      {p.videoProfiles > 0 && (
        <span className="absolute top-1.5 right-1.5 rounded-full bg-stone-900/75 px-1.5 py-0.5 text-[10px] font-semibold text-white sm:px-2 sm:text-[11px]">
          ▶<span className="sr-only sm:not-sr-only"> {t("card.video")}</span>
        </span>
      )}
      {p.photos > 0 && (
        <span className="absolute bottom-1.5 left-1.5 rounded-full bg-white/90 px-1.5 py-0.5 text-[10px] font-semibold text-stone-800 sm:px-2 sm:text-[11px]">
          <span className="sm:hidden">{formatNumber(p.photos)} 📷</span>
          <span className="hidden sm:inline">{t("card.photos", { count: p.photos, n: formatNumber(p.photos) })}</span>
        </span>
      )}
    </div>
  );
}
