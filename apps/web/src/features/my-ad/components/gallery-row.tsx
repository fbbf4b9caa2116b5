import { useTranslation } from "@/lib/i18n";
import type { TMyPhoto } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";
import type { useGallery } from "../hooks/use-gallery";

const small =
  "rounded-full border border-stone-300 bg-white px-2.5 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-40";

/** One photo of the gallery: its thumbnail (shows it), its place and review, and moving, making it the poster or deleting it. */
export function GalleryRow({
  p,
  i,
  count,
  g,
  onShow,
}: {
  p: TMyPhoto;
  i: number;
  count: number;
  g: ReturnType<typeof useGallery>;
  onShow: () => void;
}) {
  const { t } = useTranslation(myAdNs);
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 p-1.5">
      <button
        type="button"
        onClick={onShow}
        className="shrink-0 rounded-md focus-visible:outline-2"
        aria-label={t("gallery.show", { n: formatNumber(i + 1) })}
      >
        <img src={p.thumbUrl} alt="" className="h-14 w-11 rounded-md object-cover" />
      </button>
      <div className="flex-1 text-xs whitespace-nowrap text-stone-600">
        <p className="font-semibold text-stone-800">{i === 0 ? t("gallery.poster") : t("gallery.photo", { n: formatNumber(i + 1) })}</p>
        <p>{p.reviewStatus === "pending" ? t("gallery.pending") : t("gallery.approved")}</p>
      </div>
      <div className="ml-auto flex justify-end gap-1">
        <button
          type="button"
          className={small}
          disabled={g.busy || i === 0}
          onClick={() => g.move(p.id, -1)}
          aria-label={t("gallery.up", { n: formatNumber(i + 1) })}
        >
          ↑
        </button>
        <button
          type="button"
          className={small}
          disabled={g.busy || i === count - 1}
          onClick={() => g.move(p.id, 1)}
          aria-label={t("gallery.down", { n: formatNumber(i + 1) })}
        >
          ↓
        </button>
        {i > 0 && (
          <button
            type="button"
            className={small}
            disabled={g.busy}
            onClick={() => g.makePoster(p.id)}
            aria-label={t("gallery.makePoster", { n: formatNumber(i + 1) })}
          >
            {t("gallery.poster")}
          </button>
        )}
        <button
          type="button"
          className={`${small} text-red-700`}
          disabled={g.busy}
          onClick={() => g.remove(p.id)}
          aria-label={t("gallery.deleteLabel", { n: formatNumber(i + 1) })}
        >
          {t("gallery.delete")}
        </button>
      </div>
    </li>
  );
}
