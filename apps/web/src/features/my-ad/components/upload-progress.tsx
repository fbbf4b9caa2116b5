import { useTranslation } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";

/** A photo's upload: how much has gone, then that the server is processing it. */
export function UploadProgress({ upload }: { upload: { name: string; fraction: number } }) {
  const { t } = useTranslation(myAdNs);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={t("gallery.uploadingLabel", { name: upload.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(upload.fraction * 100)}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(upload.fraction * 100)}%` }} />
      </div>
      <p className="mt-1 text-center text-xs text-stone-600">
        {upload.fraction < 1
          ? t("gallery.uploading", { percent: formatNumber(Math.round(upload.fraction * 100)) })
          : t("gallery.processing")}
      </p>
    </div>
  );
}
