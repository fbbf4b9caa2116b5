import { useTranslation } from "@/lib/i18n";
import type { TMyPhoto } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";

/** The photo being looked at (`shown`, the poster first), with the poster's and a pending photo's badges. */
export function GalleryViewer({ photos, shown }: { photos: TMyPhoto[]; shown: number }) {
  const { t } = useTranslation(myAdNs);
  const current = photos[Math.min(shown, photos.length - 1)];
  return (
    <div className="relative mx-auto mt-3 aspect-[4/5] w-full max-w-56 overflow-hidden rounded-xl bg-stone-100 lg:max-w-none">
      {current ? (
        <img
          src={current.url}
          alt={shown === 0 ? t("gallery.posterPhoto") : t("gallery.photo", { n: formatNumber(shown + 1) })}
          className="size-full object-cover"
        />
      ) : (
        <p className="flex size-full items-center justify-center p-6 text-center text-sm text-stone-500">{t("gallery.none")}</p>
      )}
      {current && Math.min(shown, photos.length - 1) === 0 && (
        <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          {t("gallery.poster")}
        </span>
      )}
      {current?.reviewStatus === "pending" && (
        <span className="absolute top-2 right-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t("gallery.pending")}
        </span>
      )}
    </div>
  );
}
