import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { galleryLimit, photoLimits, type TMyPhoto, type TRefusedMedia } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";
import { useGallery } from "../hooks/use-gallery";
import { Notice } from "./fields";
import { GalleryRow } from "./gallery-row";
import { GalleryViewer } from "./gallery-viewer";
import { RefusedItems } from "./refused-items";
import { UploadProgress } from "./upload-progress";

/** Gallery: poster with "1/5", upload with progress, reorder, choose the poster, delete; refused photos with the reason. */
export function GalleryCard({ photos, refused = [] }: { photos: TMyPhoto[]; refused?: TRefusedMedia[] }) {
  const { t } = useTranslation(myAdNs);
  const g = useGallery(photos);
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(0);
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
      <GalleryViewer photos={photos} shown={shown} />

      {photos.length + refused.length > 0 && (
        <ul aria-label={t("gallery.list")} className="mt-3 space-y-2">
          {photos.map((p, i) => (
            <GalleryRow key={p.id} p={p} i={i} count={photos.length} g={g} onShow={() => setShown(i)} />
          ))}
          <RefusedItems items={refused} />
        </ul>
      )}

      {g.upload && <UploadProgress upload={g.upload} />}
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
