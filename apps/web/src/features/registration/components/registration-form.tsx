import { useTranslation } from "@/lib/i18n";
import type { TSessionUser } from "@app/contract";
import { registerNs } from "@/lib/locales/register";
import { useOptions } from "@/lib/options";
import { FormMethodsProvider } from "../hooks/use-form-methods";
import { useReferralCode } from "../hooks/use-referral-code";
import { useRegistrationForm } from "../hooks/use-registration-form";
import type { RegistrationFormInput } from "../lib/form-schema";
import { AdvertiserSection } from "./advertiser-section";
import { CandidateSection } from "./candidate-section";
import { ContactSection } from "./contact-section";
import { EducationSection } from "./education-section";
import { ProblemSummary, RegistrationDone } from "./form-status";
import { PhotoSection } from "./photo-section";
import { ReferralField } from "./referral-field";
import { ReligionSection } from "./religion-section";
import { SubmitSection } from "./submit-section";

export type RegistrationFormProps = {
  /** Referral code from /register/:referCode, filled in (the field takes one typed by hand too), sent as `referCode`. */
  referCode?: string;
  /** Called 2 seconds after a successful registration (the session is already stored). */
  onRegistered: (user: TSessionUser) => void;
  /** Gender and mobile carried over from the home page's free-registration box. */
  prefill?: Partial<Pick<RegistrationFormInput, "gender" | "phone">>;
};

/** The "Post your advertisement" form (spec 000 "Registration form"). */
export function RegistrationForm({ referCode, onRegistered, prefill }: RegistrationFormProps) {
  const { t } = useTranslation(registerNs);
  const { options } = useOptions();
  // An unknown code is reported on the form and the registration goes on without it.
  const referral = useReferralCode(referCode);
  const { form, captcha, photoList, otp, otpSent, gate, sub, summary, summaryRef, onSubmit } = useRegistrationForm({
    referCode: referral.send,
    onRegistered,
    prefill,
  });

  if (sub.done) return <RegistrationDone />;

  return (
    <FormMethodsProvider value={form}>
      {/* The captcha starts solving as soon as the visitor begins on the form. */}
      <form noValidate onSubmit={onSubmit} onFocus={captcha.start} aria-label={t("form.label")} className="space-y-7">
        <ProblemSummary ref={summaryRef} problem={summary} />
        <ReferralField r={referral} />
        <div className="space-y-7">
          <ContactSection
            genders={options.genders}
            sending={otp.sending}
            resendIn={otp.resendIn}
            otpSent={otpSent}
            notice={otp.notice}
            onSendOtp={otp.send}
          />
          <CandidateSection maritalStatuses={options.maritalStatuses} states={options.states} />
          <ReligionSection religions={options.religions} motherTongues={options.motherTongues} />
          <EducationSection professions={options.professions} qualificationLevels={options.qualificationLevels} />
          <AdvertiserSection relations={options.relations} />
          <PhotoSection
            photos={photoList.photos}
            problems={photoList.problems}
            checking={photoList.checking}
            onAdd={photoList.add}
            onRemove={photoList.remove}
          />
        </div>
        <SubmitSection
          captcha={captcha}
          captchaReady={captcha.ready}
          gate={gate}
          progress={sub.progress}
          busy={form.formState.isSubmitting}
          hasPhotos={photoList.photos.length > 0}
        />
      </form>
    </FormMethodsProvider>
  );
}
