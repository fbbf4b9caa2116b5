import { photoSrcSet } from "@/lib/photo-sizes";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { profileNs } from "@/lib/locales/profile";

/** Photo gallery with previous/next and thumbnails; a placeholder when there are no photos. */
export function Gallery({ images, label }: { images: { url: string; thumbUrl: string }[]; label: string }) {
  const { t } = useTranslation(profileNs);
  const [i, setI] = useState(0);
  const [broken, setBroken] = useState<Record<number, boolean>>({});
  const n = images.length;
  const current = images[i];
  const nav = "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-stone-800 shadow hover:bg-white disabled:opacity-40";
  return (
    <div>
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-stone-100">
        {current && !broken[i] ? (
          <img
            src={current.url}
            srcSet={photoSrcSet(current.url)}
            sizes="(min-width: 1152px) 450px, (min-width: 768px) 40vw, 100vw"
            alt={t("gallery.photo", { label, n: formatNumber(i + 1), count: formatNumber(n) })}
            width={800}
            height={1000}
            fetchPriority={i === 0 ? "high" : "auto"}
            className="size-full object-cover"
            onError={() => setBroken((b) => ({ ...b, [i]: true }))}
            data-testid="gallery-image"
          />
        ) : (
          <div
            className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-gold-100"
            data-testid="gallery-image"
          >
            <svg
              role="img"
              aria-label={n ? t("gallery.unavailable") : t("gallery.none")}
              viewBox="0 0 24 24"
              className="size-24 text-brand-200"
              fill="currentColor"
            >
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z" />
            </svg>
          </div>
        )}
        {n > 1 && (
          <>
            <button type="button" aria-label={t("gallery.previous")} className={`${nav} left-2`} onClick={() => setI((i - 1 + n) % n)}>
              ‹
            </button>
            <button type="button" aria-label={t("gallery.next")} className={`${nav} right-2`} onClick={() => setI((i + 1) % n)}>
              ›
            </button>
            <span
              className="absolute right-2 bottom-2 rounded-full bg-stone-900/70 px-2 py-0.5 text-xs font-semibold text-white"
              data-testid="gallery-position"
            >
              {formatNumber(i + 1)} / {formatNumber(n)}
            </span>
          </>
        )}
      </div>
      {n > 1 && (
        <div className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {images.map((im, k) => (
            <button
              key={im.url}
              type="button"
              aria-label={t("gallery.show", { n: formatNumber(k + 1) })}
              aria-current={k === i}
              onClick={() => setI(k)}
              className={`aspect-square w-16 shrink-0 overflow-hidden rounded-lg ring-2 ${k === i ? "ring-brand-600" : "ring-transparent"}`}
            >
              <img src={im.thumbUrl} alt="" loading="lazy" width={64} height={64} className="size-full bg-stone-100 object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
