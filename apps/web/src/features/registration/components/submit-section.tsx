import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { CaptchaField } from "@/components/captcha-field";
import { registerNs } from "@/lib/locales/register";
import { useFormMethods } from "../hooks/use-form-methods";
import { UploadProgress } from "./form-status";

/** Security check, consent, the no-password note and "Complete Registration" with what is still missing. */
export function SubmitSection({
  captcha,
  captchaReady,
  gate,
  progress,
  busy,
  hasPhotos,
}: {
  captcha: { key: number; onChange: (v: string | null) => void; wanted: boolean };
  /** The security check has a solution to send; until then the button waits, saying so. */
  captchaReady: boolean;
  /** What is still missing before the form may be sent (null when nothing is). */
  gate: string | null;
  /** Upload progress while sending, else null. */
  progress: number | null;
  busy: boolean;
  hasPhotos: boolean;
}) {
  const { register } = useFormMethods();
  const { t } = useTranslation(registerNs);
  const gateHintId = useId();
  const submitting = progress !== null;
  const verifying = !captchaReady && !submitting;
  return (
    <div className="space-y-5 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
      <div>
        <p className="mb-1.5 text-sm font-semibold text-stone-800">{t("submit.security")}</p>
        <CaptchaField key={captcha.key} onChange={captcha.onChange} start={captcha.wanted} />
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-stone-700">
        <input type="checkbox" {...register("consent")} className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700" />
        <span>{t("submit.consent")}</span>
      </label>
      <p className="flex gap-2 rounded-lg bg-white px-3 py-2.5 text-sm text-stone-600 ring-1 ring-stone-200">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-brand-700" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
          />
        </svg>
        <span>{t("submit.noPassword")}</span>
      </p>
      <div>
        <button
          type="submit"
          disabled={Boolean(gate) || submitting || busy || verifying}
          aria-describedby={gate ? gateHintId : undefined}
          className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow-md transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none"
        >
          {(submitting || verifying) && (
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current/30 border-t-current" />
          )}
          {submitting ? t("submit.submitting") : verifying ? t("submit.verifying") : t("submit.complete")}
        </button>
        {gate && !submitting && (
          <p id={gateHintId} className="mt-2 text-center text-sm text-stone-600">
            {gate}
          </p>
        )}
        {submitting && <UploadProgress fraction={progress ?? 0} hasPhotos={hasPhotos} />}
      </div>
    </div>
  );
}
