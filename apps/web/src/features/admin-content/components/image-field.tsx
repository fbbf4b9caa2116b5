import { useId, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { adminContentNs } from "@/lib/locales/admin-content";
import { ApiError } from "@/lib/api";
import { localizeMessage } from "@/lib/messages";
import { labelClass, smallButton } from "@/features/admin-auth";
import { useUploadImage } from "../api/content";

/** A picture through the server's photo pipeline, with a preview of what was stored. */
export function ImageField({
  label,
  imageUrl,
  onChange,
  error,
}: {
  label: string;
  imageUrl: string | null;
  onChange: (image: { id: string; url: string } | null) => void;
  error?: string;
}) {
  const { t } = useTranslation(adminContentNs);
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const uploadError = upload.error instanceof ApiError ? (upload.error.errors[0]?.message ?? upload.error.message) : upload.error?.message;
  return (
    <div>
      <p id={`${id}-l`} className={labelClass}>
        {label}
      </p>
      <div className="mt-1 flex flex-col gap-3">
        <div className="flex aspect-video w-full max-w-md items-center justify-center overflow-hidden rounded-xl border border-dashed border-stone-300 bg-stone-50">
          {imageUrl ? (
            <img src={imageUrl} alt={t("image.preview")} className="h-full w-full object-cover" data-testid="image-preview" />
          ) : (
            <span className="text-sm text-stone-500">{t("image.none")}</span>
          )}
        </div>
        <div className="space-y-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-labelledby={`${id}-l`}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) upload.mutate(file, { onSuccess: (r) => onChange({ id: r.image.id, url: r.image.mediumUrl }) });
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${smallButton} border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {upload.isPending ? t("image.uploading") : imageUrl ? t("image.replace") : t("image.choose")}
            </button>
            {imageUrl && (
              <button type="button" className={`${smallButton} border-stone-300 bg-white`} onClick={() => onChange(null)}>
                {t("image.remove")}
              </button>
            )}
          </div>
          <p className="text-xs text-stone-500">{t("image.hint")}</p>
          {(uploadError || error) && (
            <p role="alert" className="text-sm text-red-700">
              {localizeMessage(uploadError ?? error ?? "")}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
