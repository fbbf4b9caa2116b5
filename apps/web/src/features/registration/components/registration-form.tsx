import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { TSessionUser } from "@app/contract";
import { CaptchaField } from "@/components/captcha-field";
import { useRegistrationOptions } from "../api/options";
import { useCaptchaToken } from "@/components/use-captcha-token";
import { usePhotoList } from "../hooks/use-photo-list";
import { useRegistrationSubmit } from "../hooks/use-registration-submit";
import { useSendOtp } from "../hooks/use-send-otp";
import { submitGate } from "../lib/field-labels";
import {
  emptyRegistrationForm,
  normalizePhone,
  registrationFormSchema,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from "../lib/form-schema";
import { AdvertiserSection } from "./advertiser-section";
import { CandidateSection } from "./candidate-section";
import { ContactSection } from "./contact-section";
import { EducationSection } from "./education-section";
import { ProblemSummary, RegistrationDone, UploadProgress } from "./form-status";
import { PhotoSection } from "./photo-section";
import { ReligionSection } from "./religion-section";

export type RegistrationFormProps = {
  /** Referral code from /register/:referCode, sent as `referCode`. */
  referCode?: string;
  /** Called 2 seconds after a successful registration (the session is already stored). */
  onRegistered: (user: TSessionUser) => void;
  /** Gender and mobile carried over from the home page's free-registration box. */
  prefill?: Partial<Pick<RegistrationFormInput, "gender" | "phone">>;
};

/** The "Post your advertisement" form (spec 000 "Registration form"). */
export function RegistrationForm({ referCode, onRegistered, prefill }: RegistrationFormProps) {
  const { options } = useRegistrationOptions();
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { ...emptyRegistrationForm, ...prefill },
    mode: "onTouched",
  });
  const { setError, control, register, formState } = form;
  const captcha = useCaptchaToken();
  const photoList = usePhotoList();
  const onPhoneError = useCallback((message: string) => setError("phone", { type: "manual", message }, { shouldFocus: true }), [setError]);
  const otp = useSendOtp({ takeCaptcha: captcha.take, onPhoneError });
  const [phone, otpValue, consent] = useWatch({ control, name: ["phone", "otp", "consent"] });
  const otpSent = otp.sentPhone !== null && normalizePhone(phone ?? "") === otp.sentPhone;
  const gate = submitGate(Boolean(consent), otpSent, otpValue ?? "");
  const [gateShown, setGateShown] = useState(false);

  const { photos, clear: clearPhotos, setServerProblem } = photoList;
  const photoFiles = useCallback(() => photos.map((p) => p.file), [photos]);
  const { reset: resetOtp } = otp;
  const onReset = useCallback(() => {
    clearPhotos();
    resetOtp();
  }, [clearPhotos, resetOtp]);
  const sub = useRegistrationSubmit({
    form,
    photos: photoFiles,
    takeCaptcha: captcha.take,
    referCode,
    onPhotoError: setServerProblem,
    onReset,
    onRegistered,
  });
  const submitting = sub.progress !== null;

  const summaryRef = useRef<HTMLDivElement>(null);
  const gateHintId = useId();
  useEffect(() => {
    if (sub.problem) summaryRef.current?.focus();
  }, [sub.problem]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (gate) {
      setGateShown(true);
      sub.setProblem(null);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setGateShown(false);
    void form.handleSubmit(sub.submit)(e);
  }

  if (sub.done) return <RegistrationDone />;

  const summary = sub.problem ?? (gateShown && gate ? { message: gate, errors: [] } : null);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Post your advertisement" className="space-y-7">
        <ProblemSummary ref={summaryRef} problem={summary} />

        {referCode && (
          <p className="flex flex-wrap items-center gap-2 border-b border-stone-200 pb-5 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1.5 font-semibold text-amber-900 ring-1 ring-gold-300">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M10 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM3 16.5C3 13.5 6.1 12 10 12s7 1.5 7 4.5V18H3v-1.5Z" />
              </svg>
              Referred by code {referCode}
            </span>
            <span className="text-xs text-stone-500">Your referral is recorded with your registration.</span>
          </p>
        )}

        <div className="space-y-7">
          <ContactSection
            genders={options.genders}
            sending={otp.sending}
            resendIn={otp.resendIn}
            otpSent={otpSent}
            notice={otp.notice}
            onSendOtp={(p) => void otp.send(p)}
          />
          <CandidateSection maritalStatuses={options.maritalStatuses} states={options.states} />
          <ReligionSection religions={options.religions} motherTongues={options.motherTongues} />
          <EducationSection professions={options.professions} qualificationLevels={options.qualificationLevels} />
          <AdvertiserSection relations={options.relations} />
          <PhotoSection photos={photos} problems={photoList.problems} onAdd={photoList.add} onRemove={photoList.remove} />
        </div>

        <div className="space-y-5 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
          <div>
            <p className="mb-1.5 text-sm font-semibold text-stone-800">Security check</p>
            <CaptchaField key={captcha.key} onChange={captcha.onChange} />
          </div>
          <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-stone-700">
            <input type="checkbox" {...register("consent")} className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700" />
            <span>
              I agree to the terms and conditions and the privacy policy of Shubho Bibaho, and I confirm that the details given here are
              true and that I have the candidate's permission to advertise.
            </span>
          </label>
          <p className="flex gap-2 rounded-lg bg-white px-3 py-2.5 text-sm text-stone-600 ring-1 ring-stone-200">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-brand-700" fill="currentColor">
              <path
                fillRule="evenodd"
                d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
              />
            </svg>
            <span>
              No password to remember: a secure password is generated automatically. You sign in with your mobile number and an OTP.
            </span>
          </p>
          <div>
            <button
              type="submit"
              disabled={Boolean(gate) || submitting || formState.isSubmitting}
              aria-describedby={gate ? gateHintId : undefined}
              className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow-md transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none"
            >
              {submitting && (
                <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white" />
              )}
              {submitting ? "Submitting…" : "Complete Registration"}
            </button>
            {gate && !submitting && (
              <p id={gateHintId} className="mt-2 text-center text-sm text-stone-600">
                {gate}
              </p>
            )}
            {submitting && <UploadProgress fraction={sub.progress ?? 0} hasPhotos={photos.length > 0} />}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
