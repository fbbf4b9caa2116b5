import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { galleryLimit, photoLimits, type TMyPhoto, type TRefusedMedia } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";
import { useGallery } from "../hooks/use-gallery";
import { Notice } from "./fields";
import { RefusedItems } from "./refused-items";

const small =
  "rounded-full border border-stone-300 bg-white px-2.5 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-40";

/** Gallery: poster with "1/5", upload with progress, reorder, choose the poster, delete; refused photos with the reason. */
export function GalleryCard({ photos, refused = [] }: { photos: TMyPhoto[]; refused?: TRefusedMedia[] }) {
  const { t } = useTranslation(myAdNs);
  const g = useGallery(photos);
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(0);
  const current = photos[Math.min(shown, photos.length - 1)];
  const full = photos.length >= galleryLimit;

  return (
    <section aria-labelledby="gallery-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 id="gallery-title" className="font-display text-lg font-semibold text-brand-900">
          {t("gallery.title")}
        </h2>
        <span
          className="text-sm font-semibold text-stone-600"
          aria-label={t("gallery.count", { n: formatNumber(photos.length), limit: formatNumber(galleryLimit) })}
        >
          {formatNumber(photos.length ? Math.min(shown, photos.length - 1) + 1 : 0)}/{formatNumber(galleryLimit)}
        </span>
      </div>
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

      {photos.length + refused.length > 0 && (
        <ul aria-label={t("gallery.list")} className="mt-3 space-y-2">
          {photos.map((p, i) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 p-1.5">
              <button
                type="button"
                onClick={() => setShown(i)}
                className="shrink-0 rounded-md focus-visible:outline-2"
                aria-label={t("gallery.show", { n: formatNumber(i + 1) })}
              >
                <img src={p.thumbUrl} alt="" className="h-14 w-11 rounded-md object-cover" />
              </button>
              <div className="flex-1 text-xs whitespace-nowrap text-stone-600">
                <p className="font-semibold text-stone-800">
                  {i === 0 ? t("gallery.poster") : t("gallery.photo", { n: formatNumber(i + 1) })}
                </p>
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
                  disabled={g.busy || i === photos.length - 1}
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
          ))}
          <RefusedItems items={refused} />
        </ul>
      )}

      {g.upload && (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label={t("gallery.uploadingLabel", { name: g.upload.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(g.upload.fraction * 100)}
            className="h-2.5 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(g.upload.fraction * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-center text-xs text-stone-600">
            {g.upload.fraction < 1
              ? t("gallery.uploading", { percent: formatNumber(Math.round(g.upload.fraction * 100)) })
              : t("gallery.processing")}
          </p>
        </div>
      )}
      {g.message && (
        <div className="mt-3">
          <Notice kind={g.message.kind}>{g.message.text}</Notice>
        </div>
      )}

      <input
        ref={input}
        type="file"
        accept={photoLimits.accept.join(",")}
        multiple
        className="sr-only"
        aria-label={t("gallery.choose")}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          if (files.length) void g.addFiles(files);
        }}
      />
      <button
        type="button"
        className={`${buttonStyles.outline} mt-3 w-full`}
        disabled={full || Boolean(g.upload)}
        onClick={() => input.current?.click()}
      >
        {full ? t("gallery.full") : t("gallery.upload")}
      </button>
      <p className="mt-2 text-xs text-stone-500">{t("gallery.help")}</p>
    </section>
  );
}
