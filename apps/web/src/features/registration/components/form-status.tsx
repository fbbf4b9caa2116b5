import { useEffect, useRef, type Ref } from "react";
import { useTranslation } from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";
import { formatNumber } from "@/lib/format";
import { localizeMessage } from "@/lib/messages";
import { fieldLabel } from "../lib/field-labels";
import type { FormProblem } from "../hooks/use-registration-submit";

/** The alert at the top of the form: the failure message and every field error from the server. */
export function ProblemSummary({ problem, ref }: { problem: FormProblem | null; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="empty:hidden focus:outline-none">
      {problem && (
        <div className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 shadow-sm">
          <p className="flex items-start gap-2 font-semibold">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-red-600" fill="currentColor">
              <path
                fillRule="evenodd"
                d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              />
            </svg>
            {localizeMessage(problem.message)}
          </p>
          {problem.errors.length > 0 && (
            <ul className="mt-2 list-disc space-y-0.5 pl-11 text-sm">
              {problem.errors.map((e) => (
                <li key={`${e.field}:${e.message}`}>
                  <strong className="font-semibold">{fieldLabel(e.field)}:</strong> {localizeMessage(e.message)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** Upload progress while the registration (and its photos) is sent. */
export function UploadProgress({ fraction, hasPhotos }: { fraction: number; hasPhotos: boolean }) {
  const { t } = useTranslation(registerNs);
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const label = hasPhotos
    ? percent < 100
      ? t("progress.uploading", { percent: formatNumber(percent) })
      : t("progress.processing")
    : percent < 100
      ? t("progress.sending", { percent: formatNumber(percent) })
      : t("progress.creating");
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-700 to-brand-500 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="mt-1.5 text-center text-sm text-stone-600">
        {label}
      </p>
    </div>
  );
}

/** Shown for the 2 seconds between success and the post-registration page. */
export function RegistrationDone() {
  const { t } = useTranslation(registerNs);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form it replaces was long: bring the message into view.
    ref.current?.scrollIntoView?.({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex flex-col items-center px-2 py-12 text-center focus:outline-none">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-emerald-100 ring-8 ring-emerald-50">
        <svg viewBox="0 0 24 24" className="size-9 text-emerald-600" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 className="mt-6 font-display text-2xl font-semibold text-brand-900 sm:text-3xl">{t("done.title")}</h2>
      <p className="mt-3 max-w-md text-stone-600">{t("done.text")}</p>
      <p className="mt-6 flex items-center gap-2 text-sm text-stone-500">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
        {t("done.next")}
      </p>
    </div>
  );
}
