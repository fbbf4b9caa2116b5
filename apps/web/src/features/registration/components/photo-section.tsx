import { memo, useId, useRef, type ChangeEvent } from "react";
import { photoLimits } from "@app/contract";
import { useTranslation } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { registerNs } from "@/lib/locales/register";
import { localizeMessage } from "@/lib/messages";
import { FormSection } from "./form-section";
import type { PickedPhoto } from "../hooks/use-photo-list";

type Props = {
  photos: readonly PickedPhoto[];
  problems: readonly string[];
  onAdd: (files: File[]) => void | Promise<void>;
  onRemove: (id: string) => void;
  /** The chosen files are still being read. */
  checking?: boolean;
};

const maxMb = Math.round(photoLimits.maxBytes / (1024 * 1024));

/** Photo upload: several at once, previews with a remove button each, "Add more". */
export const PhotoSection = memo(function PhotoSection({ photos, problems, onAdd, onRemove, checking = false }: Props) {
  const { t } = useTranslation(registerNs);
  const inputId = useId();
  const helpId = useId();
  const problemsId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const full = photos.length >= photoLimits.maxFiles;

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (files.length) void onAdd(files);
  }

  return (
    <FormSection step={6} title={t("photos.title")} description={t("photos.description")}>
      <div className="sm:col-span-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={photoLimits.accept.join(",")}
          onChange={onPick}
          aria-describedby={[helpId, problems.length ? problemsId : ""].filter(Boolean).join(" ")}
          aria-invalid={problems.length > 0}
          aria-label={t("photos.choose")}
          tabIndex={photos.length ? -1 : undefined}
          className="peer sr-only"
        />
        {photos.length === 0 ? (
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/40 px-4 py-8 text-center transition hover:border-brand-600 hover:bg-brand-50 peer-focus-visible:border-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-10 text-brand-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M3 16.5V18a2.25 2.25 0 0 0 2.25 2.25h13.5A2.25 2.25 0 0 0 21 18v-1.5M16.5 7.5 12 3m0 0L7.5 7.5M12 3v13.5"
              />
            </svg>
            <span className="text-base font-semibold text-brand-800">{t("photos.choose")}</span>
            <span className="text-sm text-stone-500">{t("photos.chooseHint")}</span>
          </label>
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={t("photos.chosen")}>
            {photos.map((p, i) => (
              <li key={p.id} className="group relative aspect-square overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200">
                <img
                  src={p.url}
                  alt={t("photos.photoAlt", { n: formatNumber(i + 1), name: p.file.name })}
                  className="size-full object-cover"
                />
                <button
                  type="button"
                  onClick={() => onRemove(p.id)}
                  aria-label={t("photos.remove", { n: formatNumber(i + 1), name: p.file.name })}
                  className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-full bg-stone-900/70 text-white shadow transition hover:bg-red-700 focus-visible:bg-red-700"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2">
                    <path strokeLinecap="round" d="m5 5 10 10M15 5 5 15" />
                  </svg>
                </button>
                {i === 0 && (
                  <span className="absolute bottom-1.5 left-1.5 rounded bg-white/90 px-1.5 py-0.5 text-[11px] font-semibold text-brand-800">
                    {t("photos.main")}
                  </span>
                )}
              </li>
            ))}
            {!full && (
              <li>
                <button
                  type="button"
                  onClick={() => inputRef.current?.click()}
                  className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-brand-200 text-sm font-semibold text-brand-700 transition hover:border-brand-600 hover:bg-brand-50"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                    <path strokeLinecap="round" d="M10 4v12M4 10h12" />
                  </svg>
                  {t("photos.addMore")}
                </button>
              </li>
            )}
          </ul>
        )}
        <p id={helpId} className="mt-2 text-xs text-stone-500">
          {t("photos.help", { mb: formatNumber(maxMb), max: formatNumber(photoLimits.maxFiles) })}
          {photos.length > 0 && t("photos.chosenCount", { n: formatNumber(photos.length) })}
        </p>
        {checking && (
          <p role="status" className="mt-2 text-sm font-medium text-brand-800">
            {t("photos.checking")}
          </p>
        )}
        {problems.length > 0 && (
          <div id={problemsId} role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            <ul className="list-disc space-y-1 pl-4">
              {problems.map((m) => (
                <li key={m}>{localizeMessage(m)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </FormSection>
  );
});
