import { useOptionLabel } from "@/lib/options";
import { memo, useId } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { registerNs } from "@/lib/locales/register";
import { localizeMessage } from "@/lib/messages";
import { Field, FieldError, inputClasses, RequiredMark } from "@/components/field";
import { TextField, type SelectOption } from "@/components/field-controls";
import { FormSection } from "./form-section";
import { useFormMethods } from "../hooks/use-form-methods";
import type { OtpNotice } from "../hooks/use-send-otp";

type Props = {
  genders: readonly SelectOption[];
  sending: boolean;
  resendIn: number;
  otpSent: boolean;
  notice: OtpNotice | null;
  onSendOtp: (phone: string) => void;
};

/** Gender, mobile + Send OTP, OTP, alternate mobile. */
export const ContactSection = memo(function ContactSection({ genders, sending, resendIn, otpSent, notice, onSendOtp }: Props) {
  const { register, control, getValues, trigger } = useFormMethods();
  const { errors } = useFormState({ control });
  const { t } = useTranslation(registerNs);
  const optionText = useOptionLabel();
  const phone = useWatch({ control, name: "phone" }) ?? "";
  const genderErrorId = useId();
  const noticeId = useId();

  const sendLabel = sending
    ? t("contact.sending")
    : resendIn > 0
      ? t("contact.resendIn", { seconds: formatNumber(resendIn) })
      : otpSent
        ? t("contact.resend")
        : t("contact.send");

  return (
    <FormSection step={1} title={t("contact.title")} description={t("contact.description")}>
      <fieldset className="m-0 min-w-0 border-0 p-0 sm:col-span-2" aria-describedby={errors.gender ? genderErrorId : undefined}>
        <legend className="mb-1.5 p-0 text-sm font-semibold text-stone-800">
          {t("contact.gender")}
          <RequiredMark />
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          {genders.map((g) => (
            <label
              key={g.value}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-base sm:gap-3 sm:px-4 font-medium text-stone-800 shadow-sm transition hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:ring-4 has-focus-visible:ring-brand-100"
            >
              <input
                type="radio"
                value={g.value}
                aria-invalid={Boolean(errors.gender)}
                className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                {...register("gender", {
                  onChange: () => {
                    if (getValues("dateOfBirth")) void trigger("dateOfBirth");
                  },
                })}
              />
              {optionText(g)}
              <span aria-hidden="true" className="ml-auto text-xs font-normal text-stone-500">
                {g.value === "Male" ? t("contact.groom") : g.value === "Female" ? t("contact.bride") : ""}
              </span>
            </label>
          ))}
        </div>
        {errors.gender?.message && <FieldError id={genderErrorId}>{errors.gender.message}</FieldError>}
      </fieldset>

      <Field label={t("contact.phone")} required error={errors.phone?.message} hint={t("contact.phoneHint")} className="sm:col-span-2">
        {(a11y) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative flex-1">
              <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-base text-stone-500">
                +91
              </span>
              <input
                {...register("phone")}
                {...a11y}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="98300 12345"
                className={`${inputClasses.form} pl-13`}
              />
            </div>
            <button
              type="button"
              onClick={() => onSendOtp(phone)}
              disabled={!phone.trim() || sending || resendIn > 0}
              aria-describedby={notice ? noticeId : undefined}
              className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-5 text-base font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400 disabled:hover:bg-white sm:min-w-36"
            >
              {sending && (
                <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
              )}
              {sendLabel}
            </button>
          </div>
        )}
      </Field>

      <div id={noticeId} aria-live="polite" className="empty:hidden sm:col-span-2">
        {notice?.kind === "success" && (
          <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            <p className="font-semibold">{localizeMessage(notice.text)}</p>
            {notice.fallbackOTP && (
              <p className="mt-1">
                <Trans
                  t={t}
                  i18nKey="contact.fallback"
                  values={{ code: notice.fallbackOTP }}
                  components={{
                    code: (
                      <strong className="rounded bg-white px-1.5 py-0.5 font-mono text-base tracking-widest text-emerald-950 ring-1 ring-emerald-300" />
                    ),
                  }}
                />
              </p>
            )}
          </div>
        )}
        {notice?.kind === "error" && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {localizeMessage(notice.text)}
          </p>
        )}
      </div>

      <TextField
        label={t("contact.otp")}
        registration={register("otp")}
        error={errors.otp?.message}
        hint={otpSent ? t("contact.otpHintSent") : t("contact.otpHintFirst")}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t("contact.otpPlaceholder")}
      />
      <TextField
        label={t("contact.alternate")}
        registration={register("alternatePhone")}
        error={errors.alternatePhone?.message}
        hint={t("contact.optional")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t("contact.alternatePlaceholder")}
      />
    </FormSection>
  );
});
