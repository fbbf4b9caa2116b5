import { useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { videoLimits, type TMyVideo } from "@app/contract";
import { formatFileSize, formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";
import { useVideoSlots } from "../hooks/use-video-slots";
import { Notice } from "./fields";

const statusKey = (v: TMyVideo) => (v.reviewStatus === "pending" ? "videos.pending" : v.isAdVideo ? "videos.live" : "videos.approved");

/**
 * The three video slots. `compact` is the dashboard overview's version (status only, links to
 * /dashboard/videos); the full version uploads and deletes.
 */
export function VideoSlots({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(myAdNs);
  const s = useVideoSlots();
  const input = useRef<HTMLInputElement>(null);
  const slots: (TMyVideo | null)[] = Array.from({ length: videoLimits.maxFiles }, (_, i) => s.videos[i] ?? null);

  if (s.query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t("videos.loading")} className="grid grid-cols-3 gap-2 sm:gap-4">
        {slots.map((_, i) => (
          <div key={i} className="aspect-video animate-pulse rounded-xl bg-stone-200/70" />
        ))}
      </div>
    );

  return (
    <div>
      <ul aria-label={t("videos.slots")} className={`grid gap-3 ${compact ? "grid-cols-3" : "sm:grid-cols-3"}`}>
        {slots.map((v, i) => (
          <li key={v?.id ?? `empty-${i}`} className="rounded-xl border border-stone-200 bg-white p-2 shadow-sm">
            {v ? (
              <>
                <video
                  src={v.url}
                  controls={!compact}
                  preload="metadata"
                  className="aspect-video w-full rounded-lg bg-stone-900"
                  aria-label={t("videos.video", { n: formatNumber(i + 1) })}
                />
                <p className={`mt-1.5 text-xs font-semibold ${v.reviewStatus === "pending" ? "text-amber-800" : "text-emerald-700"}`}>
                  {t(statusKey(v))}
                </p>
                {!compact && (
                  <div className="mt-1 flex items-center justify-between text-xs text-stone-500">
                    <span>{formatFileSize(v.bytes)}</span>
                    <button
                      type="button"
                      className="font-semibold text-red-700 hover:underline"
                      onClick={() => s.remove(v.id)}
                      aria-label={t("videos.deleteLabel", { n: formatNumber(i + 1) })}
                    >
                      {t("videos.delete")}
                    </button>
                  </div>
                )}
              </>
            ) : compact ? (
              <Link
                to="/dashboard/videos"
                className="flex aspect-video items-center justify-center rounded-lg border-2 border-dashed border-stone-300 text-xs font-semibold text-stone-500 hover:border-brand-400 hover:text-brand-700"
              >
                {t("videos.add", { n: formatNumber(i + 1) })}
              </Link>
            ) : (
              <button
                type="button"
                disabled={Boolean(s.progress)}
                onClick={() => input.current?.click()}
                className="flex h-24 w-full flex-col items-center justify-center rounded-lg border-2 sm:aspect-video sm:h-auto border-dashed border-stone-300 text-sm font-semibold text-stone-600 hover:border-brand-400 hover:text-brand-700 disabled:opacity-50"
              >
                <span aria-hidden="true" className="text-2xl">
                  +
                </span>
                {t("videos.upload", { n: formatNumber(i + 1) })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!compact && (
        <input
          ref={input}
          type="file"
          accept={videoLimits.accept.join(",")}
          className="sr-only"
          aria-label={t("videos.choose")}
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = "";
            if (f) void s.add(f);
          }}
        />
      )}
      {s.progress && (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label={t("videos.uploadingLabel", { name: s.progress.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(s.progress.fraction * 100)}
            className="h-2.5 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(s.progress.fraction * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-center text-xs text-stone-600">
            {s.progress.fraction < 1
              ? t("videos.uploading", { percent: formatNumber(Math.round(s.progress.fraction * 100)) })
              : t("videos.checking")}
          </p>
        </div>
      )}
      {s.message && (
        <div className="mt-3">
          <Notice kind={s.message.kind}>{s.message.text}</Notice>
        </div>
      )}
    </div>
  );
}
