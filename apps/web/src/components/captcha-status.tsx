import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { partsNs } from "@/lib/locales/parts";
import type { Status } from "./captcha-widget";

/** The check's compact status: a spinner, a tick or a warning, its words, and Try again after a failure. */
export function CaptchaStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const { t } = useTranslation(partsNs);
  const verified = status === "verified";
  const failed = status === "error";
  return (
    <>
      <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center">
        {verified ? (
          <svg viewBox="0 0 24 24" className="size-6 text-emerald-600" fill="none" stroke="currentColor" strokeWidth="2.2">
            <circle cx="12" cy="12" r="10" />
            <path strokeLinecap="round" strokeLinejoin="round" d="m7.5 12.5 3 3 6-6.5" />
          </svg>
        ) : failed ? (
          <svg viewBox="0 0 24 24" className="size-6 text-red-600" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="10" />
            <path strokeLinecap="round" d="M12 7v6m0 3.5v.5" />
          </svg>
        ) : (
          <span className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
        )}
      </span>
      <p role="status" aria-live="polite" className="flex-1 font-medium">
        {verified ? t("captcha.verified") : failed ? t("captcha.failed") : t("captcha.verifying")}
      </p>
      {failed && (
        <button
          type="button"
          onClick={onRetry}
          className="min-h-9 rounded-full border border-red-300 bg-white px-3 text-xs font-semibold text-red-800 hover:bg-red-100"
        >
          {t("tryAgain", { ns: commonNs })}
        </button>
      )}
    </>
  );
}
